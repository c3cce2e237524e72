/** A shade as the shop shows it beside a product: a swatch in its colour, its name, and optionally its code. */
export function ColorChip({
  color,
  showCode = false,
  className = '',
}: {
  color: { name: string; code: string };
  showCode?: boolean;
  className?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span
        aria-hidden="true"
        className="inline-block size-3.5 shrink-0 rounded-full border border-plum/20"
        style={{ background: color.code }}
      />
      {color.name}
      {showCode && <span className="text-plum/60">({color.code})</span>}
    </span>
  );
}
