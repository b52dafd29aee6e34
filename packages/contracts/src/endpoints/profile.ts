import { z } from 'zod';
import { envelope, type MemberRole } from '../common';
import { endpoint, type EndpointDef } from '../endpoint';
import {
  avatarBody,
  bgImageBody,
  detailsBody,
  emailSettings,
  emailSettingsQuery,
  experienceBody,
  idParam,
  mentorSettingsBody,
  otherExpertiseName,
  professionalExperienceBody,
  surveyDetails,
  surveyDetailsBody,
} from '../profile';
import { experienceItem, userProfile } from '../user';

const profile = envelope(userProfile);
const details = envelope(surveyDetails);
const experience = envelope(experienceItem);

/** The `{type}/profile` calls of one role: only that role may call them (docs/product/api.md). */
const roleProfile = <const R extends MemberRole>(type: R) => {
  const base = `/${type}/profile` as const;
  const access = [type] as const;
  return {
    /** JSON, or multipart when a new CV goes with it (the web sends a form). */
    details: endpoint({
      method: 'POST',
      path: `${base}/details`,
      access,
      body: detailsBody,
      encoding: 'multipart',
      response: profile,
    }),
    surveyDetails: endpoint({ method: 'GET', path: `${base}/survey/details`, access, response: details }),
    saveSurveyDetails: endpoint({
      method: 'POST',
      path: `${base}/survey/details`,
      access,
      body: surveyDetailsBody,
      response: details,
    }),
    avatar: endpoint({
      method: 'POST',
      path: `${base}/avatar`,
      access,
      body: avatarBody,
      encoding: 'multipart',
      response: profile,
    }),
    bgImage: endpoint({
      method: 'POST',
      path: `${base}/bg-image`,
      access,
      body: bgImageBody,
      encoding: 'multipart',
      response: profile,
    }),
    professionalExperience: endpoint({
      method: 'POST',
      path: `${base}/professional-experience`,
      access,
      body: professionalExperienceBody,
      response: profile,
    }),
    addExperience: endpoint({
      method: 'POST',
      path: `${base}/experience`,
      access,
      body: experienceBody,
      response: experience,
    }),
    updateExperience: endpoint({
      method: 'PUT',
      path: `${base}/experience/:id`,
      access,
      params: idParam,
      body: experienceBody,
      response: experience,
    }),
    deleteExperience: endpoint({
      method: 'DELETE',
      path: `${base}/experience/:id`,
      access,
      params: idParam,
      response: envelope(z.object({ message: z.string() })),
    }),
    addOtherExpertise: endpoint({
      method: 'POST',
      path: `${base}/other-expertise/:name`,
      access,
      params: otherExpertiseName,
      response: profile,
    }),
    removeOtherExpertise: endpoint({
      method: 'DELETE',
      path: `${base}/other-expertise/:name`,
      access,
      params: otherExpertiseName,
      response: profile,
    }),
    addSpecialization: endpoint({
      method: 'POST',
      path: `${base}/specialization/:id`,
      access,
      params: idParam,
      response: profile,
    }),
    removeSpecialization: endpoint({
      method: 'DELETE',
      path: `${base}/specialization/:id`,
      access,
      params: idParam,
      response: profile,
    }),
  };
};

/** A role's `{type}/profile` operations, by their short names (`details`, `avatar`…). */
export const roleProfileEndpoints = {
  mentor: roleProfile('mentor'),
  mentee: roleProfile('mentee'),
};
/** The `{type}/profile` operations of the caller's role, e.g. `profileOf(role).details`. */
export const profileOf = (role: MemberRole) => roleProfileEndpoints[role];

type Prefixed<R extends string, T> = { [K in keyof T & string as `${R}${Capitalize<K>}`]: T[K] };
/** `{ details }` of the mentor as `{ mentorDetails }`: one flat table for `api.profile`. */
const prefixed = <R extends string, T extends Record<string, EndpointDef>>(role: R, table: T) =>
  Object.fromEntries(
    Object.entries(table).map(([name, e]) => [`${role}${name.charAt(0).toUpperCase()}${name.slice(1)}`, e]),
  ) as Prefixed<R, T>;

const pdf = <const N extends string, const A extends EndpointDef['access']>(name: N, access: A) =>
  endpoint({ method: 'GET', path: `/user/profile/${name}`, access, produces: 'application/pdf' });

/** One's own profile and settings (docs/product/api.md, Profile). */
export const profileEndpoints = {
  ...prefixed('mentor', roleProfileEndpoints.mentor),
  ...prefixed('mentee', roleProfileEndpoints.mentee),
  me: endpoint({ method: 'GET', path: '/user/profile', access: 'user', response: profile }),
  /** One's own CV (a private file: never under /uploads). */
  cv: endpoint({ method: 'GET', path: '/user/profile/cv', access: 'user', produces: 'application/pdf' }),
  addSkill: endpoint({
    method: 'POST',
    path: '/user/profile/skills/:id',
    access: 'user',
    params: idParam,
    response: profile,
  }),
  removeSkill: endpoint({
    method: 'DELETE',
    path: '/user/profile/skills/:id',
    access: 'user',
    params: idParam,
    response: profile,
  }),
  mentorSettings: endpoint({
    method: 'POST',
    path: '/mentor/settings',
    access: ['mentor'],
    body: mentorSettingsBody,
    response: profile,
  }),
  emailSettings: endpoint({
    method: 'GET',
    path: '/user/profile/email-settings',
    access: 'user',
    response: envelope(emailSettings),
  }),
  /** The flags travel in the query (feed, chat, system, weekly). */
  saveEmailSettings: endpoint({
    method: 'POST',
    path: '/user/profile/email-settings',
    access: 'user',
    query: emailSettingsQuery,
    response: envelope(emailSettings),
  }),
  surveyPdf: pdf('survey-pdf', 'user'),
  detailsPdf: pdf('details-pdf', 'user'),
  questionnaireBlankPdf: pdf('questionnaire-blank-pdf', ['mentee']),
  questionnairePdf: pdf('questionnaire-pdf', ['mentee']),
};
