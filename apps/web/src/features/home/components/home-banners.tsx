/**
 * The home page banners, drawn in SVG (no downloaded images): a night-to-dawn horizon with a
 * compass and a network of people joined up, in the navy and khaki of the theme.
 */
const NODES: [number, number, number][] = [
  [70, 250, 9],
  [150, 200, 12],
  [245, 236, 8],
  [300, 170, 14],
  [390, 228, 10],
  [470, 190, 9],
  [200, 282, 7],
  [350, 268, 8],
];
const LINKS: [number, number][] = [
  [0, 1],
  [1, 2],
  [1, 3],
  [2, 3],
  [3, 4],
  [4, 5],
  [2, 6],
  [6, 7],
  [4, 7],
  [3, 5],
];

function Stars({ count, width, height }: { count: number; width: number; height: number }) {
  const stars = Array.from({ length: count }, (_, index) => {
    const x = (index * 97 + 31) % width;
    const y = (index * 53 + 17) % height;
    const r = index % 3 === 0 ? 1.8 : 1.1;
    return <circle key={index} cx={x} cy={y} r={r} fill="#ffffff" opacity={0.35 + (index % 4) * 0.12} />;
  });
  return <g>{stars}</g>;
}

function Person({ x, y, scale, badge }: { x: number; y: number; scale: number; badge?: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="0" cy="-34" r="15" fill="#ffffff" />
      <path d="M-28 12c0-22 12-32 28-32s28 10 28 32z" fill="#ffffff" />
      {badge ? <path d="m-8 -6 8 6 8-6v6l-8 6-8-6z" fill="#c9b57f" /> : null}
    </g>
  );
}

export function DesktopBanner() {
  return (
    <svg
      viewBox="0 0 560 440"
      width="100%"
      role="img"
      aria-label="Illustration: Business Captains and Members joined up across a dawn horizon"
      data-testid="home-banner-desktop"
      style={{ display: 'block', maxWidth: 560 }}
    >
      <defs>
        <linearGradient id="hb-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#14233c" />
          <stop offset="0.65" stopColor="#2c4470" />
          <stop offset="1" stopColor="#6783b3" />
        </linearGradient>
        <radialGradient id="hb-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#efe9d8" stopOpacity="0.95" />
          <stop offset="1" stopColor="#c9b57f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="560" height="440" rx="28" fill="url(#hb-sky)" />
      <Stars count={34} width={560} height={220} />
      <circle cx="420" cy="120" r="95" fill="url(#hb-sun)" />
      <g transform="translate(420 120)" stroke="#c9b57f" fill="none">
        <circle r="52" strokeWidth="3" />
        <circle r="40" strokeWidth="1" opacity="0.6" />
        <path d="M0 -46 9 0 0 46 -9 0z" fill="#c9b57f" stroke="none" />
        <path d="M-46 0 0 -7 46 0 0 7z" fill="#efe9d8" stroke="none" opacity="0.8" />
      </g>
      <g stroke="#d4c592" strokeWidth="2" opacity="0.7">
        {LINKS.map(([a, b]) => {
          const from = NODES[a];
          const to = NODES[b];
          if (!from || !to) return null;
          return <line key={`${a}-${b}`} x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} />;
        })}
      </g>
      <g>
        {NODES.map(([x, y, r], index) => (
          <circle key={index} cx={x} cy={y} r={r} fill={index % 3 === 0 ? '#c9b57f' : '#ffffff'} />
        ))}
      </g>
      <path
        d="M0 330c90-40 170-44 260-20s190 22 300-18v120a28 28 0 0 1-28 28H28a28 28 0 0 1-28-28z"
        fill="#7f6e40"
      />
      <path
        d="M0 370c110-30 210-26 300-6s170 16 260-4v52a28 28 0 0 1-28 28H28a28 28 0 0 1-28-28z"
        fill="#5f5230"
      />
      <Person x={190} y={392} scale={1.15} badge />
      <Person x={262} y={398} scale={0.95} />
      <Person x={324} y={400} scale={0.85} />
    </svg>
  );
}

export function MobileBanner() {
  return (
    <svg
      viewBox="0 0 360 190"
      width="100%"
      role="img"
      aria-label="Illustration: Business Captains and Members joined up across a dawn horizon"
      data-testid="home-banner-mobile"
      style={{ display: 'block' }}
    >
      <defs>
        <linearGradient id="hb-sky-m" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#14233c" />
          <stop offset="1" stopColor="#3a5688" />
        </linearGradient>
      </defs>
      <rect width="360" height="190" rx="20" fill="url(#hb-sky-m)" />
      <Stars count={18} width={360} height={110} />
      <g transform="translate(292 58)" stroke="#c9b57f" fill="none">
        <circle r="30" strokeWidth="2.5" />
        <path d="M0 -26 6 0 0 26 -6 0z" fill="#c9b57f" stroke="none" />
      </g>
      <g stroke="#d4c592" strokeWidth="1.6" opacity="0.7">
        <line x1="40" y1="110" x2="100" y2="80" />
        <line x1="100" y1="80" x2="170" y2="102" />
        <line x1="170" y1="102" x2="230" y2="74" />
      </g>
      <circle cx="40" cy="110" r="6" fill="#c9b57f" />
      <circle cx="100" cy="80" r="8" fill="#ffffff" />
      <circle cx="170" cy="102" r="6" fill="#ffffff" />
      <circle cx="230" cy="74" r="7" fill="#c9b57f" />
      <path
        d="M0 140c70-26 140-26 200-10s110 12 160-8v48a20 20 0 0 1-20 20H20a20 20 0 0 1-20-20z"
        fill="#7f6e40"
      />
      <Person x={150} y={176} scale={0.7} badge />
      <Person x={196} y={180} scale={0.58} />
    </svg>
  );
}
