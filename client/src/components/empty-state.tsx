/** A list with nothing in it yet: what it will hold (`title`) and what to do next (`children`, with a link). */
export function EmptyState({ title, children, className = 'mb-3' }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={`empty-state ${className}`}>
      <p className="fw-semibold text-body mb-1">{title}</p>
      <p className="mb-0">{children}</p>
    </div>
  );
}
