import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEMBER_ROLES,
  avatarBody,
  bgImageBody,
  detailsBody,
  emailSettings,
  emailSettingsQuery,
  envelope,
  experienceBody,
  experienceItem,
  idParam,
  mentorSettingsBody,
  otherExpertiseName,
  professionalExperienceBody,
  surveyDetails,
  surveyDetailsBody,
  userProfile,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { profileService } from './profile.service';
import { profilePdfService } from './profile-pdf.service';

const profileReply = { 200: envelope(userProfile) };
const okReply = { 200: envelope(z.object({ message: z.string() })) };

/** The Profile calls of docs/product/api.md. `{type}` routes answer only that role. */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profile = profileService(app);
  const tags = ['profile'];
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).row;

  for (const type of MEMBER_ROLES) {
    const access = [type] as const;
    const self = { access, probe: 'self' } as const;
    const mine = {
      access,
      probe: { object: 'experience', owner: type === 'mentor' ? 'captain' : 'member' },
    } as const;
    const base = `/${type}/profile`;
    app.post(
      `${base}/details`,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data', 'application/json'],
          body: detailsBody,
          response: profileReply,
        },
        config: self,
      },
      async (req) => ({ data: await profile.details(me(req), req.body) }),
    );
    app.get(
      `${base}/survey/details`,
      { schema: { tags, response: { 200: envelope(surveyDetails) } }, config: self },
      async (req) => ({
        data: await profile.surveyDetails(me(req)),
      }),
    );
    app.post(
      `${base}/survey/details`,
      {
        schema: { tags, body: surveyDetailsBody, response: { 200: envelope(surveyDetails) } },
        config: self,
      },
      async (req) => ({ data: await profile.saveSurveyDetails(me(req), req.body) }),
    );
    for (const [path, kind, body] of [
      ['avatar', 'avatar', avatarBody],
      ['bg-image', 'bgImage', bgImageBody],
    ] as const) {
      app.post(
        `${base}/${path}`,
        {
          schema: { tags, consumes: ['multipart/form-data'], body, response: profileReply },
          config: self,
        },
        async (req) => ({
          data: await profile.image(
            me(req),
            kind,
            'avatar' in req.body ? req.body.avatar : req.body.bg_image,
          ),
        }),
      );
    }
    app.post(
      `${base}/professional-experience`,
      { schema: { tags, body: professionalExperienceBody, response: profileReply }, config: self },
      async (req) => ({
        data: await profile.professionalExperience(me(req), req.body.professional_experience),
      }),
    );
    app.post(
      `${base}/experience`,
      {
        schema: { tags, body: experienceBody, response: { 200: envelope(experienceItem) } },
        config: self,
      },
      async (req) => ({ data: await profile.addExperience(me(req), req.body) }),
    );
    app.put(
      `${base}/experience/:id`,
      {
        schema: { tags, params: idParam, body: experienceBody, response: { 200: envelope(experienceItem) } },
        config: mine,
      },
      async (req) => ({ data: await profile.updateExperience(me(req), req.params.id, req.body) }),
    );
    app.delete(
      `${base}/experience/:id`,
      { schema: { tags, params: idParam, response: okReply }, config: mine },
      async (req) => {
        await profile.deleteExperience(me(req), req.params.id);
        return { data: { message: 'Deleted.' } };
      },
    );
    for (const add of [true, false]) {
      const method = add ? 'post' : 'delete';
      app[method](
        `${base}/other-expertise/:name`,
        { schema: { tags, params: otherExpertiseName, response: profileReply }, config: self },
        async (req) => ({ data: await profile.otherExpertise(me(req), req.params.name, add) }),
      );
      app[method](
        `${base}/specialization/:id`,
        {
          schema: { tags, params: idParam, response: profileReply },
          config: { access, probe: { object: 'specialism' } },
        },
        async (req) => ({ data: await profile.specialization(me(req), req.params.id, add) }),
      );
    }
  }

  for (const add of [true, false]) {
    app[add ? 'post' : 'delete'](
      '/user/profile/skills/:id',
      {
        schema: { tags, params: idParam, response: profileReply },
        config: { access: 'user', probe: { object: 'skill' } },
      },
      async (req) => ({ data: await profile.skill(me(req), req.params.id, add) }),
    );
  }

  app.post(
    '/mentor/settings',
    {
      schema: { tags, body: mentorSettingsBody, response: profileReply },
      config: { access: ['mentor'], probe: 'self' },
    },
    async (req) => ({ data: await profile.mentorSettings(me(req), req.body) }),
  );

  app.get(
    '/user/profile/email-settings',
    {
      schema: { tags, response: { 200: envelope(emailSettings) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => ({
      data: profile.emailSettings(me(req)),
    }),
  );
  app.post(
    '/user/profile/email-settings',
    {
      schema: { tags, querystring: emailSettingsQuery, response: { 200: envelope(emailSettings) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await profile.saveEmailSettings(me(req), req.query) }),
  );
}

const PDFS = {
  'survey-pdf': { access: 'user', file: 'survey.pdf' },
  'details-pdf': { access: 'user', file: 'details.pdf' },
  'questionnaire-blank-pdf': { access: ['mentee'], file: 'questionnaire.pdf' },
  'questionnaire-pdf': { access: ['mentee'], file: 'my-questionnaire.pdf' },
} as const;

/** GET user/profile/{survey,details,questionnaire-blank,questionnaire}-pdf: blobs. */
export async function profilePdfRoutes(fastify: FastifyInstance) {
  const pdfs = profilePdfService(fastify);
  for (const [path, { access, file }] of Object.entries(PDFS)) {
    fastify.get(
      `/user/profile/${path}`,
      { schema: { tags: ['profile'] }, config: { access, probe: 'self' } },
      async (req, reply) => {
        const u = currentUser(req).row;
        const pdf =
          path === 'survey-pdf'
            ? await pdfs.survey(u)
            : path === 'details-pdf'
              ? await pdfs.details(u)
              : await pdfs.questionnaire(u, path === 'questionnaire-pdf');
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file}"`)
          .send(pdf);
      },
    );
  }
}
