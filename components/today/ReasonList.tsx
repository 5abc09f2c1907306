/** A row's reasons, one per line. */
export function ReasonList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-1">
      {items.map((text) => (
        <li key={text} className="font-medium text-warning-700">
          {text}
        </li>
      ))}
    </ul>
  );
}
