interface BrandMarkProps {
  size?: number;
}

/** The hub's mark: a khaki shield with a white cross of two paths meeting (decorative). */
export function BrandMark({ size = 36 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f3357" />
      <path
        d="M32 10 50 18v14c0 11-7.6 19.4-18 22-10.4-2.6-18-11-18-22V18z"
        fill="none"
        stroke="#c9b57f"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="m23 23 18 18M41 23 23 41" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
