// `import css from './x.css?inline'` yields the stylesheet text: the rollup `cssInline` plugin in
// the builds and Vite in tests both implement it.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
