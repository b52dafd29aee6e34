/**
 * Agreement texts shown at sign-up (Captain step 7, Member step 9), served by
 * GET /api/mentor/agreement and GET /api/mentee/agreement and rendered into the A4 PDF.
 *
 * Plain text: numbered headings and paragraphs separated by one blank line. Placeholders
 * {{first_name}}, {{last_name}}, {{email}}, {{business_name}} and {{date}} are filled in by the
 * agreement service before the text is returned or printed.
 */

import { DOCUMENT_VERSIONS } from '@keh/contracts';

export type AgreementRole = 'mentor' | 'mentee';

export interface AgreementText {
  title: string;
  version: string;
  body: string;
}

const paragraphs = (...blocks: string[]): string => blocks.join('\n\n');

const mentorBody = paragraphs(
  'This agreement is made on {{date}} between the X-Forces Knowledge Exchange Hub (“the Hub”, “we”, “us”) and {{first_name}} {{last_name}} ({{email}}) of {{business_name}} (“you”, “the Business Captain”).',
  'Business Captains are volunteers who give their time and experience to help Members of the armed forces business community start and grow their businesses. By accepting them you agree to follow this code whenever you act as a Business Captain, on the Hub or off it.',
  '1. Your role',
  'Your role is to listen, share your experience, ask good questions and help your Member reach their own decisions. You are a sounding board and a guide, not a consultant, an investor or a manager. The Member owns their business and every decision about it.',
  '2. Time commitment',
  'We ask you to give each Member you accept around two hours a month, usually one meeting or call plus messages on the Hub, for up to twelve months. Set your limit of Members to what you can genuinely manage. If your circumstances change, lower your limit or mark yourself as unavailable, and tell any Member affected as soon as you can.',
  'Reply to requests and messages within five working days. If you cannot take on a request, decline it promptly so that the Member can approach someone else.',
  '3. Confidentiality',
  'Members will share personal, financial and commercial information with you. Treat everything you learn through the Hub as confidential. Do not pass it to anyone else, use it for your own benefit or discuss identifiable details in public, on social media or in articles, unless the Member has agreed in writing.',
  'The only exception is where you believe someone is at risk of serious harm or a crime is being committed. In that case follow section 6.',
  '4. Conflicts of interest',
  'Tell us and the Member straight away if you have, or may have, a conflict of interest: for example, if the Member’s business competes with yours or with a client of yours, or if you have a personal or financial link to them. We will agree with you whether the mentoring can continue or should move to another Captain.',
  'You must not invest in, lend money to, borrow from, go into partnership with or take a role in a Member’s business while you are mentoring them, and for six months afterwards, without our written agreement.',
  '5. No selling to Members',
  'You must not use the Hub or the mentoring relationship to sell or promote your own products or services, or those of your business, to Members. You may not charge a Member for mentoring. If a Member asks to buy from you, tell us first; we will usually ask them to use another supplier while the mentoring continues. Recommendations of other suppliers must be impartial and declared if you have any connection to them.',
  '6. Safeguarding and wellbeing',
  'Some Members are dealing with the transition from service, injury, bereavement or financial pressure; never give medical, legal or financial advice you are not qualified to give. If a Member tells you something that makes you worried for their safety or someone else’s, do not investigate yourself: contact our safeguarding lead the same day at hello@knowledge-exchange-hub.org or on 0330 057 1235. If there is an immediate risk to life, call 999 first.',
  'Meet in public or business places, or online. Do not meet a Member alone in a private home unless they have asked for it and you have told us.',
  '7. Conduct',
  'Treat every Member with dignity and without discrimination of any kind. Harassment, bullying, offensive language and inappropriate relationships are not acceptable. Articles and events you publish on the Hub must be accurate, your own work or properly credited, and suitable for the audience you choose.',
  '8. Data protection',
  'Use Members’ personal data only for the mentoring and only through the Hub where you can. Do not copy Members’ details into your own business systems or mailing lists. Keep any notes secure and delete them when the mentoring ends. Tell us immediately if you think personal data has been lost or seen by someone who should not have it.',
  '9. Ending the relationship',
  'Mentoring normally ends when the Member’s goals are met or after twelve months. Either you or the Member may end it earlier. If you decide to end it, explain why to the Member in a message or a final conversation, and tell us if there is anything we should follow up. We may end the mentoring, or your role as a Business Captain, if we believe these terms have been broken or a Member is at risk.',
  '10. Raising concerns',
  'If you are worried about a Member, about another Captain, or about the way the Hub is run, use the Raise a query button or contact us at hello@knowledge-exchange-hub.org. We will acknowledge your concern within two working days and treat it in confidence. You will not be treated unfairly for raising a concern in good faith.',
  '11. Your status',
  'You are a volunteer. Nothing in these terms creates employment, a contract for services or any right to payment. We may reimburse reasonable pre-agreed expenses. You give guidance in good faith; the Member remains responsible for their own decisions. We may update these terms and will tell you before any change takes effect.',
  'By accepting, {{first_name}} {{last_name}} confirms that they have read, understood and agree to follow these terms.',
);

const menteeBody = paragraphs(
  'This agreement is made on {{date}} between the X-Forces Knowledge Exchange Hub (“the Hub”, “we”, “us”) and {{first_name}} {{last_name}} ({{email}}) of {{business_name}} (“you”, “the Member”).',
  'Mentoring on the Hub pairs you with a Business Captain: an experienced business person who volunteers their time to help members of the armed forces community start and grow their businesses. This agreement explains what you can expect, what we ask of you, and how mentoring fits alongside a Start Up Loan if you have one.',
  '1. What you can expect from your Business Captain',
  'Your Captain will listen, share their experience, challenge your thinking and help you set and work towards realistic goals. Mentoring normally runs for up to twelve months, usually with one meeting or call a month plus messages, milestones and tasks on the Hub.',
  'Your Captain will treat you with respect, keep what you tell them confidential, declare any conflict of interest and will not try to sell you their own products or services or charge you for mentoring.',
  '2. What you can expect from us',
  'We will help you find a suitable Captain, give you access to the knowledge base, events and the Hub’s tools, and be there if anything goes wrong. If the match does not work, we will help you find another Captain where one is available.',
  '3. Your commitments',
  'You agree to give accurate information in your profile, survey and self-assessment; to come to meetings prepared and on time, or give at least 24 hours’ notice if you cannot; to reply to your Captain within five working days; to work on the tasks you agree together; and to tell your Captain and us if your circumstances or plans change.',
  'You will treat your Captain and other Members with courtesy. Harassment, discrimination and abusive language are not tolerated on or off the Hub.',
  '4. Confidentiality',
  'What you share with your Captain stays between you, except where they believe someone is at risk of serious harm or a crime has been committed, in which case they will raise it with our safeguarding lead. Please respect your Captain’s confidentiality too: do not share their business information or the content of your conversations without their agreement.',
  '5. Your Business Captain is not a financial adviser',
  'Your Captain offers guidance based on their own experience. They are not acting as your financial adviser, accountant, solicitor or insurance broker, even if that is their profession, and nothing they say is regulated advice. You are responsible for your own decisions. Before borrowing, investing, signing contracts or taking on staff, take independent professional advice where appropriate.',
  '6. If you have a Start Up Loan',
  'Start Up Loans are personal loans for business purposes from £500 to £25,000, at a fixed interest rate of 6% a year, repaid in equal monthly instalments over one to five years. The loan is made to you personally, not to your business, so you must repay it even if the business does not succeed.',
  'If you have a loan you agree to use it only for the purposes set out in your approved business plan; to keep your repayments up to date by direct debit; to keep your contact details current; and to tell us straight away if you expect difficulty in making a payment, so that we can discuss your options before you fall behind. Missed payments are reported to credit reference agencies and can affect your credit record for six years.',
  'Your Captain plays no part in deciding whether you receive a loan or on what terms, and cannot change your repayment arrangements. Mentoring is offered alongside the loan to help your business succeed; we strongly encourage you to use it.',
  '7. Using the Hub responsibly',
  'Keep your login details private. Only upload content you have the right to share. Do not use the Hub to advertise to other Members or to contact Captains who are not mentoring you, other than through the Hub’s request and chat features.',
  '8. Your information',
  'We use your information to run the mentoring programme, match you with a Captain, administer any loan and improve our services, as explained in our Privacy Policy. Your Captain sees your profile, survey and self-assessment answers so that they can support you.',
  '9. Ending the mentoring',
  'You can end the mentoring at any time by recalling your request or letting your Captain and us know. Your Captain may also end it, and we may end it if this agreement is broken or someone is at risk. Ending the mentoring does not change any loan repayments you owe.',
  '10. Raising a concern',
  'If you are unhappy with your mentoring or concerned about anyone’s behaviour, use the Raise a query button or contact us at hello@knowledge-exchange-hub.org or 0330 057 1235. We will acknowledge your concern within two working days and deal with it in confidence.',
  'By accepting, {{first_name}} {{last_name}} confirms that they have read, understood and agree to this Member Mentoring Agreement.',
);

export const AGREEMENTS: Record<AgreementRole, AgreementText> = {
  mentor: {
    title: 'Business Captain Terms and Conditions',
    version: DOCUMENT_VERSIONS.captain_terms,
    body: mentorBody,
  },
  mentee: {
    title: 'Member Mentoring Agreement',
    version: DOCUMENT_VERSIONS.member_agreement,
    body: menteeBody,
  },
};
