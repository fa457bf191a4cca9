import { cx } from '@/lib/cx';

/** The Potluck mark (a steaming pot) with an optional wordmark. */
export function Logo({
  size = 40,
  withName = false,
  className,
}: {
  size?: number;
  withName?: boolean;
  className?: string;
}) {
  return (
    <span className={cx('logo', className)} style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="#E8590C" />
        <path
          d="M24 14c-2 3 2 5 0 8M32 12c-2 3 2 5 0 8M40 14c-2 3 2 5 0 8"
          fill="none"
          stroke="#FFF4E6"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <rect x="10" y="27" width="44" height="5" rx="2.5" fill="#FFF4E6" />
        <path d="M14 32h36v8c0 7-6 12-13 12H27c-7 0-13-5-13-12z" fill="#fff" />
        <path d="M8 36h6M50 36h6" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {withName && (
        <span style={{ fontSize: 22, fontWeight: 700, letterSpacing: '-0.01em', color: 'var(--color-text)' }}>
          Potluck
        </span>
      )}
    </span>
  );
}
