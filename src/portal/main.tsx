import { createRoot } from 'react-dom/client';

function App() {
  return <main>Club portal</main>;
}

createRoot(document.getElementById('root')!).render(<App />);
