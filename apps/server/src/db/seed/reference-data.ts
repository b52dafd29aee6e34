/**
 * Reference data for the X-Forces Knowledge Exchange Hub: the option lists served by
 * GET /api/survey/options and used by sign-up, profiles, matching and the knowledge base.
 *
 * Ids are positional: the row id is the array index + 1. Some ids are fixed by the spec and must
 * not move (see `services`).
 */
import { SERVICE_LOAN, SERVICE_NO_COURSE, SERVICE_REFERRED } from '@keh/contracts';
import { assessGroups, type AssessGroup } from './assess-questions';

export interface ReferenceData {
  serviceConnections: string[];
  serviceTypes: string[];
  services: string[];
  discoverTypes: { mentor: string[]; mentee: string[] };
  businessSectors: string[];
  skillCategories: { name: string; skills: string[] }[];
  businessSpecializations: string[];
  articleCategories: { name: string; subCategories: string[] }[];
  assessGroups: AssessGroup[];
}

/** Spec-fixed service ids (1-based). */
export const SERVICE_ID = {
  /** Loan amount and business status are asked only for this service. */
  startUpLoan: SERVICE_LOAN,
  /** The referrer text is asked only for this service. */
  partnerReferral: SERVICE_REFERRED,
  /** Idea-or-trading and discover type are asked; course name and dates are hidden. */
  ideaOrTrading: SERVICE_NO_COURSE,
} as const;

export const referenceData: ReferenceData = {
  serviceConnections: [
    'Veteran',
    'Serving (Regular forces)',
    'Reservist',
    'Service leaver (in resettlement)',
    'Spouse or partner of someone serving',
    'Spouse or partner of a veteran',
    'Family member (son, daughter, parent or sibling)',
    'Bereaved family member',
    'Cadet Forces adult volunteer',
    'Supporter of the armed forces community (no service connection)',
  ],

  serviceTypes: [
    'British Army',
    'Royal Navy',
    'Royal Air Force',
    'Royal Marines',
    'Army Reserve',
    'Maritime Reserves (Royal Naval Reserve or Royal Marines Reserve)',
    'Royal Auxiliary Air Force',
    'Royal Fleet Auxiliary',
    'Merchant Navy',
    'Ministry of Defence civil service',
    'Not applicable',
  ],

  // id = index + 1. Ids 1, 3 and 11 are fixed by the spec; see SERVICE_ID.
  services: [
    'Start Up Loan with business mentoring',
    'Three-day Enterprise Bootcamp',
    'Referred by a partner organisation',
    'Online Business Start-Up Course',
    'Business Accelerator Programme',
    'Business Growth Programme',
    'Resettlement Enterprise Course for service leavers',
    'Military Spouses and Partners Enterprise Programme',
    'Reservists in Business Workshop',
    'Franchise Readiness Workshop',
    'No course: I have a business idea or I am already trading',
    'Digital Skills for Business Course',
  ],

  discoverTypes: {
    mentor: [
      'Through my own business network',
      'Recommended by another Business Captain',
      'Through a regimental, squadron or ship’s association',
      'Through my employer’s volunteering scheme',
      'Through a Chamber of Commerce or local business group',
      'At a business event, show or awards evening',
      'On LinkedIn',
      'Through a search engine or the programme website',
      'Other',
    ],
    mentee: [
      'I want help to test and start my business idea',
      'I want help to grow a business that is already trading',
      'Through my resettlement or transition adviser',
      'Through my unit welfare, education or career officer',
      'Through a forces charity or veterans’ organisation',
      'From a friend, family member or someone I served with',
      'On social media',
      'Through a Jobcentre, council or local growth hub',
      'At a business event or forces careers fair',
      'Other',
    ],
  },

  businessSectors: [
    'Agriculture, Forestry and Fishing',
    'Automotive Services',
    'Beauty and Personal Care',
    'Charity and Social Enterprise',
    'Cleaning and Facilities Management',
    'Construction and Trades',
    'Consultancy and Business Support',
    'Creative Industries and Media',
    'Education and Training',
    'Energy and Environment',
    'Engineering and Manufacturing',
    'Events and Entertainment',
    'Financial and Professional Services',
    'Food and Drink',
    'Health and Social Care',
    'Hospitality and Tourism',
    'Information Technology and Software',
    'Logistics and Transport',
    'Property and Real Estate',
    'Retail and E-commerce',
    'Security and Defence',
    'Sport, Fitness and Wellbeing',
  ],

  skillCategories: [
    {
      name: 'Finance',
      skills: [
        'Bookkeeping',
        'Budgeting',
        'Cash flow forecasting',
        'Pricing and margins',
        'Raising finance',
        'Tax and VAT',
        'Financial reporting',
      ],
    },
    {
      name: 'Marketing',
      skills: [
        'Brand development',
        'Market research',
        'Social media marketing',
        'Content marketing',
        'Search engine optimisation',
        'Public relations',
        'Email marketing',
      ],
    },
    {
      name: 'Sales',
      skills: [
        'Business development',
        'Negotiation',
        'Pitching and presenting',
        'Sales pipeline management',
        'Tendering and bid writing',
        'Customer retention',
        'Key account management',
      ],
    },
    {
      name: 'Operations',
      skills: [
        'Project management',
        'Process improvement',
        'Supply chain management',
        'Procurement',
        'Health and safety',
        'Quality management',
      ],
    },
    {
      name: 'Legal & Compliance',
      skills: [
        'Company formation',
        'Contracts and terms of business',
        'Intellectual property',
        'Employment law',
        'GDPR and data protection',
        'Licensing and regulation',
      ],
    },
    {
      name: 'Digital & Technology',
      skills: [
        'Website development',
        'E-commerce platforms',
        'Cyber security',
        'Data and analytics',
        'Software and SaaS products',
        'Automation and productivity tools',
      ],
    },
    {
      name: 'People & Leadership',
      skills: [
        'Recruitment',
        'Team leadership',
        'Coaching and mentoring',
        'Wellbeing and resilience',
        'Managing change',
        'Delegation',
      ],
    },
    {
      name: 'Strategy',
      skills: [
        'Business planning',
        'Growth strategy',
        'Competitor analysis',
        'Partnerships and joint ventures',
        'Exporting',
        'Exit and succession planning',
      ],
    },
  ],

  businessSpecializations: [
    'Retail',
    'Hospitality',
    'Construction',
    'Security services',
    'Franchising',
    'E-commerce',
    'Manufacturing',
    'Professional services',
    'Technology start-ups',
    'Food and drink',
    'Logistics and transport',
    'Health and wellbeing',
    'Creative and media',
    'Property',
    'Social enterprise',
    'Training and education',
    'Agriculture and rural business',
    'Import and export',
  ],

  articleCategories: [
    {
      name: 'Starting Up',
      subCategories: [
        'Testing your idea',
        'Writing a business plan',
        'Choosing a legal structure',
        'Registering your business',
      ],
    },
    {
      name: 'Finance and Funding',
      subCategories: ['Start Up Loans', 'Cash flow', 'Tax and VAT', 'Grants and investment'],
    },
    {
      name: 'Marketing and Sales',
      subCategories: ['Branding', 'Social media', 'Winning customers', 'Pricing', 'Tenders and contracts'],
    },
    {
      name: 'From Service to Business',
      subCategories: ['Resettlement and transition', 'Translating military skills', 'Wellbeing'],
    },
    {
      name: 'Growing Your Business',
      subCategories: ['Hiring your first employee', 'Scaling up', 'Exporting'],
    },
    {
      name: 'Legal and Compliance',
      subCategories: ['Contracts', 'Data protection', 'Insurance'],
    },
    { name: 'Success Stories', subCategories: [] },
    { name: 'News and Events', subCategories: [] },
  ],

  assessGroups,
};
