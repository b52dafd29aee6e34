import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, MEMBER_ROLES, profileOf } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { profileService } from './profile.service';
import { profilePdfService } from './profile-pdf.service';

/** The Profile calls of docs/product/api.md. `{type}` routes answer only that role. */
export async function profileRoutes(app: FastifyInstance) {
  const profile = profileService(app);
  const tags = ['profile'];
  const me = (req: FastifyRequest) => currentUser(req).row;
  const e = api.profile;

  for (const type of MEMBER_ROLES) {
    const r = profileOf(type);
    const self = { probe: 'self' } as const;
    const mine = {
      probe: { object: 'experience', owner: type === 'mentor' ? 'captain' : 'member' },
    } as const;
    // The web sends a form (a CV goes with it); JSON clients may send JSON.
    const consumes = { consumes: ['multipart/form-data', 'application/json'] };
    route(app, r.details, { tags, config: self, schema: consumes }, async (req) => ({
      data: await profile.details(me(req), req.body),
    }));
    route(app, r.surveyDetails, { tags, config: self }, async (req) => ({
      data: await profile.surveyDetails(me(req)),
    }));
    route(app, r.saveSurveyDetails, { tags, config: self }, async (req) => ({
      data: await profile.saveSurveyDetails(me(req), req.body),
    }));
    route(app, r.avatar, { tags, config: self }, async (req) => ({
      data: await profile.image(me(req), 'avatar', req.body.avatar),
    }));
    route(app, r.bgImage, { tags, config: self }, async (req) => ({
      data: await profile.image(me(req), 'bgImage', req.body.bg_image),
    }));
    route(app, r.professionalExperience, { tags, config: self }, async (req) => ({
      data: await profile.professionalExperience(me(req), req.body.professional_experience),
    }));
    route(app, r.addExperience, { tags, config: self }, async (req) => ({
      data: await profile.addExperience(me(req), req.body),
    }));
    route(app, r.updateExperience, { tags, config: mine }, async (req) => ({
      data: await profile.updateExperience(me(req), req.params.id, req.body),
    }));
    route(app, r.deleteExperience, { tags, config: mine }, async (req) => {
      await profile.deleteExperience(me(req), req.params.id);
      return { data: { message: 'Deleted.' } };
    });
    for (const [op, add] of [
      [r.addOtherExpertise, true],
      [r.removeOtherExpertise, false],
    ] as const) {
      route(app, op, { tags, config: self }, async (req) => ({
        data: await profile.otherExpertise(me(req), req.params.name, add),
      }));
    }
    for (const [op, add] of [
      [r.addSpecialization, true],
      [r.removeSpecialization, false],
    ] as const) {
      route(app, op, { tags, config: { probe: { object: 'specialism' } } }, async (req) => ({
        data: await profile.specialization(me(req), req.params.id, add),
      }));
    }
  }

  for (const [op, add] of [
    [e.addSkill, true],
    [e.removeSkill, false],
  ] as const) {
    route(app, op, { tags, config: { probe: { object: 'skill' } } }, async (req) => ({
      data: await profile.skill(me(req), req.params.id, add),
    }));
  }

  route(app, e.mentorSettings, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await profile.mentorSettings(me(req), req.body),
  }));

  route(app, e.emailSettings, { tags, config: { probe: 'self' } }, async (req) => ({
    data: profile.emailSettings(me(req)),
  }));
  route(app, e.saveEmailSettings, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await profile.saveEmailSettings(me(req), req.query),
  }));
}

const PDFS = [
  [api.profile.surveyPdf, 'survey.pdf'],
  [api.profile.detailsPdf, 'details.pdf'],
  [api.profile.questionnaireBlankPdf, 'questionnaire.pdf'],
  [api.profile.questionnairePdf, 'my-questionnaire.pdf'],
] as const;

/** GET user/profile/{survey,details,questionnaire-blank,questionnaire}-pdf: blobs. */
export async function profilePdfRoutes(app: FastifyInstance) {
  const pdfs = profilePdfService(app);
  const e = api.profile;
  for (const [op, file] of PDFS) {
    route(app, op, { tags: ['profile'], config: { probe: 'self' } }, async (req, reply) => {
      const u = currentUser(req).row;
      const pdf =
        op === e.surveyPdf
          ? await pdfs.survey(u)
          : op === e.detailsPdf
            ? await pdfs.details(u)
            : await pdfs.questionnaire(u, op === e.questionnairePdf);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(pdf);
    });
  }
}
