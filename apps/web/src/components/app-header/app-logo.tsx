import { useId } from 'react';

/**
 * The 件库 mark: three stacked library "drawers" (parts, components, materials) inside a rounded tile,
 * followed by the word mark.
 */
export function AppLogo({ size = 32, withText = true }: { size?: number; withText?: boolean }) {
  const gradientId = useId();
  return (
    <span className="jk-logo">
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        role="img"
        aria-label={withText ? undefined : '件库'}
        aria-hidden={withText ? true : undefined}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3b7bff" />
            <stop offset="1" stopColor="#1247b8" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <rect x="7" y="7" width="18" height="5" rx="1.5" fill="#ffffff" />
        <rect x="7" y="13.5" width="18" height="5" rx="1.5" fill="#ffffff" opacity="0.82" />
        <rect x="7" y="20" width="18" height="5" rx="1.5" fill="#ffffff" opacity="0.62" />
        <circle cx="16" cy="9.5" r="1.1" fill="#1f5fe0" />
        <circle cx="16" cy="16" r="1.1" fill="#1f5fe0" />
        <circle cx="16" cy="22.5" r="1.1" fill="#1f5fe0" />
      </svg>
      {withText && <span className="jk-logo-text">件库</span>}
    </span>
  );
}
