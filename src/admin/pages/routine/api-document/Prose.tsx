// A description from the document: `quoted` parts (names, headers, formats) shown as code.
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="rounded bg-muted px-1 font-mono text-[0.85em] whitespace-nowrap">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
