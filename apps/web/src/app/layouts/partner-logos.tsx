/**
 * Partner badges drawn for the hub (fictional organisations, no real trademarks), in the
 * footer's palette. Each is an image with its partner's name as text alternative.
 */
interface Partner {
  name: string;
  initials: string;
  tagline: string;
  shape: 'shield' | 'circle' | 'hex';
}

const PARTNERS: Partner[] = [
  { name: 'Homeport Enterprise Trust', initials: 'HE', tagline: 'ENTERPRISE TRUST', shape: 'shield' },
  { name: 'Compass Veterans Network', initials: 'CV', tagline: 'VETERANS NETWORK', shape: 'circle' },
  { name: 'Bridgehead Skills Foundation', initials: 'BS', tagline: 'SKILLS FOUNDATION', shape: 'hex' },
];

function Emblem({ shape }: { shape: Partner['shape'] }) {
  if (shape === 'circle')
    return <circle cx="22" cy="22" r="18" fill="none" stroke="#c9b57f" strokeWidth="2.5" />;
  if (shape === 'hex') {
    return <path d="M22 4 38 13v18L22 40 6 31V13z" fill="none" stroke="#c9b57f" strokeWidth="2.5" />;
  }
  return (
    <path
      d="M22 4 37 10v11c0 9-6.4 16.4-15 19-8.6-2.6-15-10-15-19V10z"
      fill="none"
      stroke="#c9b57f"
      strokeWidth="2.5"
    />
  );
}

function PartnerBadge({ partner }: { partner: Partner }) {
  const [first, ...rest] = partner.name.split(' ');
  return (
    <svg viewBox="0 0 190 44" width="190" height="44" role="img" aria-label={`${partner.name} (partner)`}>
      <Emblem shape={partner.shape} />
      <text x="22" y="27" textAnchor="middle" fontSize="12" fontWeight="700" fill="#ffffff">
        {partner.initials}
      </text>
      <text x="50" y="20" fontSize="14" fontWeight="700" fill="#ffffff">
        {first}
      </text>
      <text x="50" y="35" fontSize="9" letterSpacing="1.2" fill="#e2d7b6">
        {rest.join(' ').toUpperCase() || partner.tagline}
      </text>
    </svg>
  );
}

export function PartnerLogos() {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {PARTNERS.map((partner) => (
        <li key={partner.name}>
          <PartnerBadge partner={partner} />
        </li>
      ))}
    </ul>
  );
}
