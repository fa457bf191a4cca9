// The Potluck mark: a steaming pot in white on the accent orange. One drawing for every icon size.
const ACCENT = '#E8590C';
const SOFT = '#FFD8A8';

const pot = `
  <g fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity="0.92">
    <path d="M200 124 q-18 -22 0 -44 q18 -22 0 -44"/>
    <path d="M256 112 q-18 -22 0 -44 q18 -22 0 -44"/>
    <path d="M312 124 q-18 -22 0 -44 q18 -22 0 -44"/>
  </g>
  <rect x="232" y="146" width="48" height="30" rx="14" fill="#fff"/>
  <path d="M132 236 Q256 140 380 236 Z" fill="#fff"/>
  <rect x="108" y="234" width="296" height="30" rx="15" fill="#fff"/>
  <rect x="84" y="284" width="64" height="28" rx="14" fill="#fff"/>
  <rect x="364" y="284" width="64" height="28" rx="14" fill="#fff"/>
  <path d="M134 276 H378 V332 Q378 404 306 404 H206 Q134 404 134 332 Z" fill="#fff"/>
  <rect x="134" y="300" width="244" height="18" fill="${SOFT}"/>`;

/**
 * variant 'any': rounded tile with transparent corners (browsers show it as is).
 * variant 'maskable' / 'full': edge-to-edge background (the OS applies its own mask); for 'maskable' the pot
 * is shrunk into the central safe zone (a circle of 40 % radius).
 */
export function iconSvg({ size, variant }) {
  const background =
    variant === 'any'
      ? `<rect width="512" height="512" rx="112" fill="${ACCENT}"/>`
      : `<rect width="512" height="512" fill="${ACCENT}"/>`;
  const scale = variant === 'maskable' ? 0.74 : variant === 'full' ? 0.86 : 0.9;
  const offset = (512 - 512 * scale) / 2;
  // The drawing spans y 36..404; centre it vertically.
  const dy = 256 - (36 + 404) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${background}<g transform="translate(${offset} ${offset + dy * scale}) scale(${scale})">${pot}</g></svg>`;
}
