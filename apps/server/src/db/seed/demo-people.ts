/**
 * Demo Business Captains and Members seeded into an empty database outside production.
 *
 * All values refer to reference data by name (sector, specializations, skills, service
 * connection, service type, discover type) except `service`, which is the 1-based service id
 * (see SERVICE_ID in reference-data.ts). Contact numbers use the Ofcom range reserved for
 * fiction (07700 900xxx), written without the leading 0 to fit the 10-digit field.
 */
import { demoCaptainsA } from './demo-captains-a';
import { demoCaptainsB } from './demo-captains-b';
import { demoMembersA } from './demo-members-a';
import { demoMembersB } from './demo-members-b';

export interface DemoExperience {
  company_name: string;
  practice: string;
  start_date: string;
  /** null when current */
  finish_date: string | null;
  current: boolean;
}

export type DemoBusinessStatus =
  'Sole Trader' | 'Limited Company' | 'C.I.C' | 'Charity' | 'Partnership' | 'LLP';

export interface DemoPersonBase {
  first_name: string;
  last_name: string;
  /** firstname.lastname@example.com */
  email: string;
  location: string;
  /** max 6 characters, no space */
  post_code: string;
  /** max 10 digits */
  contact_number: string;
  business_name: string;
  position_within_business: string;
  linkedin: string;
  /** YYYY-MM-DD */
  birthday: string;
  professional_experience: string;
  /** a referenceData.businessSectors name */
  sector: string;
  /** names from referenceData.skillCategories[].skills */
  skills: string[];
  experience: DemoExperience[];
  /** a referenceData.serviceConnections name */
  service_connection: string;
  /** a referenceData.serviceTypes name */
  service_type: string;
}

export interface DemoCaptain extends DemoPersonBase {
  /** 2–4 referenceData.businessSpecializations names */
  specializations: string[];
  /** a referenceData.discoverTypes.mentor name */
  discover_type: string;
  /** 1–5 */
  mentees_limit: number;
  available: boolean;
}

export interface DemoCourse {
  course_name: string;
  /** YYYY-MM-DD */
  course_from: string;
  /** YYYY-MM-DD */
  course_to: string;
}

export interface DemoMember extends DemoPersonBase {
  /** 1-based id into referenceData.services */
  service: number;
  business_type: 'idea' | 'trading';
  business_description: string;
  /** only for service 1, 500–24999 */
  loan_amount: number | null;
  /** only for service 1 */
  business_status: DemoBusinessStatus | null;
  /** only for service 3 */
  referred_text: string | null;
  /** a referenceData.discoverTypes.mentee name; only for service 11 */
  discover_type: string | null;
  /** null for service 11 (no course) */
  course: DemoCourse | null;
}

/** Twelve demo Business Captains (mentors). */
export const demoCaptains: DemoCaptain[] = [...demoCaptainsA, ...demoCaptainsB];

/** Sixteen demo Members (mentees). */
export const demoMembers: DemoMember[] = [...demoMembersA, ...demoMembersB];
