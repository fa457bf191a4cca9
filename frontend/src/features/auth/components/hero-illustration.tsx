import { t } from '@/lib/i18n';

// The welcome hero, drawn inline: no image request on the landing page's critical path.
export function HeroIllustration() {
  return (
    <svg className="hero-illustration" viewBox="0 0 360 220" role="img" aria-labelledby="hero-title">
      <title id="hero-title">{t('welcome.heroAlt')}</title>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFF4E6" />
          <stop offset="1" stopColor="#FFE8CC" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="360" height="220" rx="28" fill="url(#hero-sky)" />
      {/* bunting */}
      <path d="M20 28 Q180 70 340 28" fill="none" stroke="#D9B99B" strokeWidth="2" />
      {[
        [48, 38, '#E8590C'],
        [92, 49, '#F59F00'],
        [136, 56, '#2B8A3E'],
        [180, 58, '#E8590C'],
        [224, 56, '#1C7ED6'],
        [268, 49, '#F59F00'],
        [312, 38, '#C92A2A'],
      ].map(([x, y, c]) => (
        <path key={`${x}`} d={`M${Number(x) - 9} ${y}h18l-9 16z`} fill={String(c)} />
      ))}
      {/* friends */}
      <circle cx="70" cy="112" r="18" fill="#F2C6A0" />
      <path d="M40 168c0-22 13-34 30-34s30 12 30 34z" fill="#1C7ED6" />
      <circle cx="290" cy="108" r="18" fill="#8D5B3E" />
      <path d="M260 168c0-22 13-36 30-36s30 14 30 36z" fill="#2B8A3E" />
      <circle cx="180" cy="100" r="17" fill="#E0A87E" />
      <path d="M152 150c0-20 12-32 28-32s28 12 28 32z" fill="#C2410C" />
      {/* table */}
      <rect x="24" y="150" width="312" height="16" rx="8" fill="#B9773E" />
      <rect x="44" y="166" width="12" height="40" rx="4" fill="#8A5A2B" />
      <rect x="304" y="166" width="12" height="40" rx="4" fill="#8A5A2B" />
      {/* pot with steam */}
      <path
        d="M150 122c-2 5 3 8 0 12M166 118c-2 5 3 8 0 12M182 122c-2 5 3 8 0 12"
        stroke="#E8590C"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
        opacity="0.7"
      />
      <rect x="138" y="128" width="56" height="6" rx="3" fill="#495057" />
      <path d="M142 134h48v6c0 7-6 11-12 11h-24c-6 0-12-4-12-11z" fill="#E8590C" />
      {/* salad bowl */}
      <circle cx="96" cy="134" r="7" fill="#51CF66" />
      <circle cx="106" cy="131" r="7" fill="#2B8A3E" />
      <circle cx="116" cy="135" r="6" fill="#FA5252" />
      <path d="M86 138h40c0 8-8 13-20 13s-20-5-20-13z" fill="#FFFFFF" stroke="#E7E2DA" strokeWidth="2" />
      {/* pie */}
      <path d="M214 142a24 9 0 0 1 48 0z" fill="#F59F00" />
      <path d="M222 138l8-3M236 135l8 1M248 137l6 3" stroke="#FFF4E6" strokeWidth="2" strokeLinecap="round" />
      <rect x="210" y="142" width="56" height="8" rx="4" fill="#D9822B" />
      {/* drinks */}
      <rect x="298" y="126" width="12" height="24" rx="3" fill="#74C0FC" />
      <rect x="314" y="132" width="12" height="18" rx="3" fill="#F783AC" />
      {/* plates */}
      <ellipse cx="60" cy="148" rx="14" ry="3" fill="#FFFFFF" />
    </svg>
  );
}
