export function Logo() {
  return (
    <span className="flex items-center gap-2 font-semibold">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span>Pathwise</span>
      <span className="rounded bg-secondary px-1.5 py-0.5 text-[10px] font-medium uppercase tracking-wide text-secondary-foreground">
        beta
      </span>
    </span>
  );
}
