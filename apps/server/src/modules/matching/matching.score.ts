/**
 * The match between a Member and a Business Captain, 0–100, with its reasons. Pure: every input is
 * plain data, so the formula can be read, tested and changed in one place. See
 * docs/decisions/0010-matching-formula.md for why these weights.
 *
 *   sector       30  the captain specialises in the Member's sector (the closest specialism 30,
 *                    a related one 20), or works in the same sector (20)
 *   needs        25  the captain's skills cover the areas the Member's Assess Yourself shows as weak
 *   stage        15  start-up or growth experience, as the Member asked (Welcome popup)
 *   location     15  same town 15, same county 10
 *   experience   10  years of experience, 2 points a year up to 10
 *   capacity      5  open for requests with a free place
 */
export const WEIGHTS = {
  sector: 30,
  needs: 25,
  stage: 15,
  location: 15,
  experience: 10,
  capacity: 5,
} as const;

/** Sector → specialisms, closest first (names of the reference data). */
export const SECTOR_SPECIALISMS: Record<string, string[]> = {
  'Agriculture, Forestry and Fishing': ['Agriculture and rural business'],
  'Automotive Services': ['Professional services'],
  'Beauty and Personal Care': ['Health and wellbeing', 'Retail'],
  'Charity and Social Enterprise': ['Social enterprise'],
  'Cleaning and Facilities Management': ['Professional services', 'Property'],
  'Construction and Trades': ['Construction', 'Property'],
  'Consultancy and Business Support': ['Professional services'],
  'Creative Industries and Media': ['Creative and media'],
  'Education and Training': ['Training and education'],
  'Energy and Environment': ['Construction', 'Agriculture and rural business'],
  'Engineering and Manufacturing': ['Manufacturing'],
  'Events and Entertainment': ['Hospitality', 'Creative and media'],
  'Financial and Professional Services': ['Professional services'],
  'Food and Drink': ['Food and drink', 'Hospitality'],
  'Health and Social Care': ['Health and wellbeing'],
  'Hospitality and Tourism': ['Hospitality', 'Food and drink'],
  'Information Technology and Software': ['Technology start-ups', 'E-commerce'],
  'Logistics and Transport': ['Logistics and transport', 'Import and export'],
  'Property and Real Estate': ['Property', 'Construction'],
  'Retail and E-commerce': ['Retail', 'E-commerce', 'Franchising'],
  'Security and Defence': ['Security services'],
  'Sport, Fitness and Wellbeing': ['Health and wellbeing'],
};

/** Assess Yourself group (by position) → skill categories that help with it. */
export const AREA_CATEGORIES: { area: string; categories: string[] }[] = [
  { area: 'motivation and leadership', categories: ['People & Leadership'] },
  { area: 'shaping the business idea', categories: ['Strategy', 'Legal & Compliance'] },
  { area: 'market and customers', categories: ['Marketing', 'Sales', 'Digital & Technology'] },
  { area: 'money and planning', categories: ['Finance', 'Operations'] },
];

/** Skills that show start-up or growth experience. */
export const STAGE_SKILLS = {
  startup: ['Business planning', 'Company formation', 'Raising finance', 'Budgeting', 'Pricing and margins'],
  growth: [
    'Growth strategy',
    'Business development',
    'Recruitment',
    'Exporting',
    'Key account management',
    'Partnerships and joint ventures',
  ],
} as const;
export const STAGE_SPECIALISMS = {
  startup: ['Technology start-ups', 'Franchising'],
  growth: ['Franchising', 'Import and export'],
} as const;

export interface MemberFacts {
  sector: string | null;
  /** Areas (indexes into AREA_CATEGORIES) the Member needs help with. */
  weakAreas: number[];
  stage: 'startup' | 'growth';
  location: string | null;
}

export interface CaptainFacts {
  specialisms: string[];
  sector: string | null;
  /** Skill category names the captain has at least one skill in. */
  skillCategories: string[];
  hasStageSkill: boolean;
  location: string | null;
  experienceYears: number;
  available: boolean;
}

export interface Match {
  score: number;
  reasons: string[];
}

/** "Leeds, West Yorkshire" → { town: 'leeds', county: 'west yorkshire' } */
export function placeOf(location: string | null) {
  const [town, ...rest] = (location ?? '').split(',').map((p) => p.trim());
  return {
    town: town?.toLowerCase() || null,
    county: rest.join(', ').toLowerCase() || null,
    label: { town: town ?? '', county: rest.join(', ') },
  };
}

/** Answers 1 (a, strong) to 3 (c, not yet) per group: a group averaging b or worse is weak. */
export function weakAreasFrom(answersByGroup: number[][], stage: 'startup' | 'growth'): number[] {
  const answered = answersByGroup.some((g) => g.length > 0);
  if (!answered) return stage === 'startup' ? [1, 3] : [2, 3]; // no survey yet: the usual needs of the stage
  return answersByGroup.flatMap((g, i) =>
    g.length && g.reduce((a, b) => a + b, 0) / g.length >= 2 ? [i] : [],
  );
}

export function matchScore(m: MemberFacts, c: CaptainFacts): Match {
  const parts: { points: number; reason: string | null }[] = [];

  // Sector
  const wanted = (m.sector && SECTOR_SPECIALISMS[m.sector]) || [];
  const closest = wanted.findIndex((s) => c.specialisms.includes(s));
  if (closest === 0)
    parts.push({ points: WEIGHTS.sector, reason: `Specialises in ${wanted[0]!.toLowerCase()}` });
  else if (closest > 0)
    parts.push({ points: 20, reason: `Specialises in ${wanted[closest]!.toLowerCase()}` });
  else if (m.sector && c.sector === m.sector)
    parts.push({ points: 20, reason: `Also works in ${m.sector.toLowerCase()}` });

  // Needs
  if (m.weakAreas.length) {
    const covered = m.weakAreas.filter((a) =>
      AREA_CATEGORIES[a]?.categories.some((cat) => c.skillCategories.includes(cat)),
    );
    const points = Math.round((WEIGHTS.needs * covered.length) / m.weakAreas.length);
    const best = covered[0] !== undefined ? AREA_CATEGORIES[covered[0]]!.area : null;
    parts.push({ points, reason: best ? `Can help with ${best}` : null });
  } else {
    parts.push({ points: WEIGHTS.needs, reason: null }); // nothing weak: every captain covers it
  }

  // Stage
  if (c.hasStageSkill) {
    parts.push({
      points: WEIGHTS.stage,
      reason: m.stage === 'startup' ? 'Experienced with start-ups' : 'Experienced in growing businesses',
    });
  }

  // Location
  const mp = placeOf(m.location);
  const cp = placeOf(c.location);
  if (mp.town && mp.town === cp.town)
    parts.push({ points: WEIGHTS.location, reason: `Also in ${cp.label.town}` });
  else if (mp.county && mp.county === cp.county)
    parts.push({ points: 10, reason: `Also in ${cp.label.county}` });

  // Experience
  const years = Math.max(0, Math.floor(c.experienceYears));
  parts.push({
    points: Math.min(WEIGHTS.experience, years * 2),
    reason: years >= 5 ? `${years} years of experience` : null,
  });

  // Capacity
  if (c.available) parts.push({ points: WEIGHTS.capacity, reason: null });

  const score = Math.max(
    0,
    Math.min(
      100,
      parts.reduce((sum, p) => sum + p.points, 0),
    ),
  );
  const reasons = parts
    .filter((p) => p.reason && p.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, 3)
    .map((p) => p.reason!);
  return { score, reasons };
}
