// What went wrong on a page, announced to screen readers as it appears; nothing without a text.
export function Problem({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="club-problem">
      {text}
    </p>
  );
}
