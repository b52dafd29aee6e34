import { envelope } from '../common';
import { endpoint } from '../endpoint';
import { idParam, changeRequest } from '../profile';
import { refuseChangeBody } from '../admin';
import { surveyUpdateBody } from '../signup';
import { memberSurvey, menteeSurveyOptions, mentorSurveyOptions, surveyOptions } from '../survey';

const survey = envelope(memberSurvey);
const change = envelope(changeRequest);
const mentee = ['mentee'] as const;

/** The survey's reference lists and the Member's questionnaire (docs/product/api.md, Survey). */
export const surveyEndpoints = {
  /** Every reference list the forms and filters offer. */
  options: endpoint({
    method: 'GET',
    path: '/survey/options',
    access: 'public',
    response: envelope(surveyOptions),
  }),
  mentorOptions: endpoint({
    method: 'GET',
    path: '/survey/mentor/options',
    access: 'public',
    response: envelope(mentorSurveyOptions),
  }),
  menteeOptions: endpoint({
    method: 'GET',
    path: '/survey/mentee/options',
    access: 'public',
    response: envelope(menteeSurveyOptions),
  }),
  /** The Member's questionnaire answers and business idea. */
  mine: endpoint({ method: 'GET', path: '/mentee/profile/survey', access: mentee, response: survey }),
  /** All 19 answers again (`assess`, a JSON string) and the idea fields; the server also takes a form. */
  update: endpoint({
    method: 'POST',
    path: '/mentee/profile/survey/update',
    access: mentee,
    body: surveyUpdateBody,
    response: survey,
  }),
  requestChange: endpoint({
    method: 'POST',
    path: '/mentee/profile/survey/request-change',
    access: mentee,
    response: change,
  }),
  changeStatus: endpoint({
    method: 'GET',
    path: '/mentee/profile/survey/request-change',
    access: mentee,
    response: change,
  }),
  approveChange: endpoint({
    method: 'POST',
    path: '/admin/mentees/:id/survey/request-change/approve',
    access: ['admin'],
    params: idParam,
    response: change,
  }),
  refuseChange: endpoint({
    method: 'POST',
    path: '/admin/mentees/:id/survey/request-change/refuse',
    access: ['admin'],
    params: idParam,
    body: refuseChangeBody,
    response: change,
  }),
};
