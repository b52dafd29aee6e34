import type { FastifyInstance } from 'fastify';
import { MEMBER_ROLES, api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { agreementPdf, personalisedAgreement } from './agreement.service';

const e = api.site;
const endpoints = {
  mentor: { text: e.mentorAgreement, pdf: e.mentorAgreementPdf },
  mentee: { text: e.menteeAgreement, pdf: e.menteeAgreementPdf },
};

export async function agreementRoutes(app: FastifyInstance) {
  const tags = ['signup'];
  for (const role of MEMBER_ROLES) {
    route(app, endpoints[role].text, { tags, config: { probe: 'self' } }, async (req) => ({
      data: personalisedAgreement(role, req.query),
    }));
    route(
      app,
      endpoints[role].pdf,
      { tags, config: { probe: 'self' }, schema: { description: 'The same text as an A4 PDF.' } },
      async (req, reply) => {
        const pdf = await agreementPdf(role, req.query);
        const name = role === 'mentor' ? 'business-captain-terms.pdf' : 'member-agreement.pdf';
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(pdf);
      },
    );
  }
}
