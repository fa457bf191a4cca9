import type { JSX, ReactNode, SVGProps } from 'react';

// Small inline icons (no icon font or sprite download). Decorative by default: the control that
// holds one carries the accessible name. An icon that points a way (back, out) carries data-mirror: in
// right-to-left text it is flipped (global.css), so "back" still points to where the reader came from.
export type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon drawing `shapes` on the 24-unit grid; `base` props (a size, data-mirror) give way to the caller's. */
export function icon(
  shapes: ReactNode,
  base?: IconProps & { 'data-mirror'?: 'rtl' },
): (props: IconProps) => JSX.Element {
  return function Icon(props: IconProps) {
    return (
      <Svg {...base} {...props}>
        {shapes}
      </Svg>
    );
  };
}

export const IconCalendar = icon(
  <>
    <rect x="3" y="4.5" width="18" height="16.5" rx="3" />
    <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
    <path d="M7.5 13.5h2M11 13.5h2M14.5 13.5h2M7.5 17h2M11 17h2" />
  </>,
);

export const IconPlusCircle = icon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 8v8M8 12h8" />
  </>,
);

export const IconPlus = icon(<path d="M12 5v14M5 12h14" />);

export const IconTicket = icon(
  <>
    <path d="M3 8.5V6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v2a3.5 3.5 0 0 0 0 7v2a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-2a3.5 3.5 0 0 0 0-7z" />
    <path d="M14 5v14" strokeDasharray="2 2.5" />
  </>,
);

export const IconUser = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6.5 8-6.5s7.2 2.5 8 6.5" />
  </>,
);

export const IconArrowLeft = icon(<path d="M19 12H5M11 18l-6-6 6-6" />, { 'data-mirror': 'rtl' });
/** "Goes on": a row that opens a screen or a panel. */
export const IconChevron = icon(<path d="M9 6l6 6-6 6" />, { 'data-mirror': 'rtl' });

export const IconHome = icon(<path d="M3 11l9-7.5 9 7.5M5.5 9.5V20h13V9.5" />);

export const IconClose = icon(<path d="M6 6l12 12M18 6L6 18" />);

export const IconLink = icon(
  <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />,
);

export const IconLogout = icon(
  <path d="M15 4h3.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H15M10 16l-4-4 4-4M6 12h10" />,
  { 'data-mirror': 'rtl' },
);

/** The Google "G" in its brand colours, for the sign-in button. */
export function IconGoogle(props: IconProps) {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...props}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.3 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.2-.4-4.7H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.6 5.9c4.4-4.1 7-10.1 7-17.4z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.5-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.3 0-11.7-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
