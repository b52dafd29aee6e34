import type { LegalDocument } from './types';

/** Privacy policy shown at /privacy-policy. The spec fixes 18 sections and the issue date. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  issued: '23 August 2019',
  intro: [
    'The X-Forces Knowledge Exchange Hub (“the Hub”) connects Members of the armed forces business community (veterans, service leavers, serving personnel, reservists, and their spouses, partners and families who run or want to start a business) with Business Captains, experienced business people who volunteer as mentors.',
    'This policy explains what personal information we collect when you use the Hub, why we collect it, how we use and protect it, who we share it with and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. Please read it together with our Terms and Conditions.',
  ],
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'The X-Forces Knowledge Exchange Hub is the controller of the personal information described in this policy. This means we decide how and why your information is used and we are responsible for looking after it.',
        'We have appointed a Data Protection Officer who oversees how we handle personal information. You can contact them at hello@knowledge-exchange-hub.org (please mark your message “Data Protection”) or by phone on 0330 057 1235.',
      ],
    },
    {
      heading: 'The information we collect from you',
      paragraphs: [
        'Account information: your first and last name, email address, password (stored only in a secure, irreversible form), your role as a Business Captain or Member, and the one-time codes we send to verify your email address and sign-ins.',
        'Profile information: your photograph and cover image, date of birth, location, post code, contact number, business or employer name, your position, LinkedIn and website addresses, a CV if you upload one, your professional experience and work history, skills, specialisms and other expertise, and, for Business Captains, your availability, member limit and chat settings.',
        'Survey and self-assessment: your connection to the armed forces, your service type, how you heard about the programme, the programme services and courses you have received, and your answers and explanations in the Assess Yourself questionnaire, including your business idea overview.',
        'Business information: your business name, sector, legal status, company number, start date, description, whether it is an idea or already trading, website and social media links, and who referred you to us.',
        'Loan application data: if you apply for or hold a Start Up Loan, the amount requested, your business plan and cash flow forecast, your personal budget, income and outgoings, employment and address history, bank details for repayments, and the results of identity, credit and fraud checks.',
        'Messages and chat: the messages you send and receive in chat, comments in the mentoring feed, milestones, tasks and notes, and the queries you raise with us.',
        'Articles and events: articles you write or save as drafts, images and files you upload, tags, likes and dislikes, and events you create, attend or are invited to.',
        'Technical data: your IP address, browser and device type, pages visited, the date and time of sign-ins, error logs, and the settings stored in your browser, such as your sign-in token and whether you have dismissed welcome pop-ups.',
      ],
    },
    {
      heading: 'Information we receive from others',
      paragraphs: [
        'We may receive information about you from a partner organisation that referred you to the programme, from course providers about the courses you have attended, and from LinkedIn if you choose to sign in with your LinkedIn account (your name, email address and profile photograph).',
        'If you apply for a Start Up Loan we receive information from credit reference agencies and fraud prevention agencies, and from our lending partner about the progress and repayment of your loan.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use your information to create and manage your account; to verify your identity when you sign in; to match Members with suitable Business Captains and show a match percentage; to run mentoring relationships, milestones, tasks and feeds; to provide chat; to publish and moderate articles in the knowledge base; to organise events and send calendar invitations; to generate the PDF documents you ask for; and to respond to your queries.',
        'If you apply for a Start Up Loan we use your information to assess your application and eligibility, to carry out credit and fraud checks, to administer the loan and collect repayments, and to offer mentoring alongside it.',
        'We also use information, in a form that does not identify you wherever possible, to understand how the programme is used, to report on its outcomes to our funders and partners, to keep the Hub secure and to improve our services.',
      ],
    },
    {
      heading: 'Our lawful bases for using your information',
      paragraphs: [
        'Contract: most of what we do is necessary to provide the Hub and the mentoring programme you have signed up to, and, if you have a loan, to take steps before entering into the loan agreement and to perform it.',
        'Legitimate interests: we rely on our legitimate interests to keep the Hub secure, prevent fraud and misuse, moderate content, improve our services and report anonymised outcomes. We have balanced these interests against your rights and you can object to them (see section 14).',
        'Legal obligation: we keep certain records, carry out anti-money-laundering and fraud checks, and respond to lawful requests from regulators, courts and the police where the law requires us to.',
        'Consent: we ask for your consent before sending weekly newsletters, using optional cookies, or sharing your details with a third party for its own purposes. You can withdraw consent at any time in Settings or by contacting us.',
      ],
    },
    {
      heading: 'Sensitive information',
      paragraphs: [
        'We do not ask for information about your health, ethnicity, religion or other special categories of personal data. You may choose to share such information with your Business Captain or in a query, for example about a service-related injury affecting your business plans. We will only use it to support you, with your explicit consent, and we will not share it with anyone else without your agreement unless someone is at risk of serious harm.',
        'Information about criminal convictions is only processed where it is needed for loan fraud prevention checks and the law allows it.',
      ],
    },
    {
      heading: 'Start Up Loans, credit reference and fraud prevention checks',
      paragraphs: [
        'Start Up Loans are government-backed personal loans for business purposes from £500 to £25,000 at a fixed interest rate of 6% a year, repaid over one to five years. As a condition of the scheme we check that applicants could not obtain comparable finance elsewhere at an annual percentage rate (APR) below 15.5%.',
        'When you apply, we and our lending partner share your details with credit reference agencies, which give us information about your financial history and public records. The agencies record the search, and other lenders may see that it was made. If you take a loan, we will tell the agencies about the loan and how you repay it, including any missed payments.',
        'We also share your details with fraud prevention agencies to verify your identity and prevent fraud and money laundering. If fraud is detected, you could be refused certain services, finance or employment. You can ask us which agencies we use.',
      ],
    },
    {
      heading: 'What other users can see',
      paragraphs: [
        'Business Captains’ profiles, including name, photograph, location, availability, skills, specialisms, experience and professional background, are visible to signed-in Members so that they can choose a mentor.',
        'When you request mentoring from a Business Captain, or they accept you, that Captain can see your profile, survey, self-assessment answers and business information. Other Members cannot see your survey or self-assessment.',
        'Articles are visible to the audience the author chooses: everyone, all signed-in users, Business Captains only, or selected Members. Your name and photograph appear as author. Chat messages are seen only by the people in the conversation.',
      ],
    },
    {
      heading: 'Email notifications and newsletters',
      paragraphs: [
        'We send you service emails that are needed to run your account, such as verification codes, password resets, mentoring requests and important changes to our terms. You can choose in Settings whether to receive feed, chat and system notifications and our weekly newsletter, and every newsletter has a link to unsubscribe.',
      ],
    },
    {
      heading: 'Who we share your information with',
      paragraphs: [
        'We share information only where necessary: with Business Captains and Members as described in section 8; with our lending partner, credit reference agencies and fraud prevention agencies for loans; with the partner organisation that referred you, to confirm you have joined the programme; and with our funders, normally in anonymised or aggregated form.',
        'We use carefully selected service providers to host the Hub, store files, send email and provide technical support. They act only on our instructions under written contracts and may not use your information for their own purposes.',
        'We may also disclose information where the law requires it, to protect someone’s safety, or in connection with a transfer of the programme to another organisation, which would be bound by this policy. We never sell your personal information.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'We store your information in the United Kingdom or the European Economic Area. If a service provider needs to access it from elsewhere, we make sure it is protected by an adequacy decision recognised under UK law or by the International Data Transfer Agreement or Addendum approved by the Information Commissioner, together with any additional safeguards needed.',
      ],
    },
    {
      heading: 'How long we keep your information',
      paragraphs: [
        'We keep your account and profile for as long as your account is open. You can delete your account yourself at any time under Settings, "Delete my account". It is erased 14 days later unless you sign in and cancel in the meantime; if you ask us by post or e-mail instead, we erase it straight away.',
        'When an account is erased we delete, at once: your e-mail address, names, phone number, post code, date of birth, LinkedIn address, business name and everything you wrote in your profile, survey and questionnaire; your photos, CV and other files; your events, templates and articles; your sign-in codes, sessions and reset links; and our records of e-mails to or about you. Messages and feed comments you sent stay readable to the person you sent them to, signed "Former member" or "Former captain" without your name. A Business Captain may choose to leave their published articles in the knowledge base under "Former captain". Your e-mail address can be used to register again.',
        "Our retention schedule, applied automatically every day: sign-in codes, password reset links and session tokens are deleted 30 days after they expire or are revoked; the text of e-mails we sent is deleted from our records after 90 days (who it went to, the subject and the date stay until that person's account is erased); the record of actions taken by our staff is kept for six years and then deleted; what remains of an erased account is removed at once.",
        'Credit records and loan files are kept for six years after the loan is repaid or closed, as required by our lending and anti-money-laundering obligations. Records of complaints and safeguarding concerns are kept for six years after they are closed.',
        'Security logs are kept for up to 12 months. Anonymised statistics, which do not identify you, may be kept indefinitely.',
      ],
    },
    {
      heading: 'How we protect your information',
      paragraphs: [
        'We use encryption in transit for all connections to the Hub, store passwords only as strong one-way hashes, protect sign-in with one-time codes sent to your email, limit access to personal information to staff and volunteers who need it, check uploaded files, and keep logs of access to sensitive records. Our providers are required to meet equivalent standards.',
        'No system is completely secure. Please keep your password private and tell us straight away if you think your account has been misused. If a breach is likely to put your rights at risk, we will tell you and the Information Commissioner’s Office as the law requires.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You have the right to be informed about how we use your information; to access a copy of it; to have inaccurate information corrected; to have information erased where there is no good reason for us to keep it; to restrict how we use it; to receive information you gave us in a portable format; and to object to our use of it on the basis of legitimate interests or for direct marketing.',
        'You also have the right not to be subject to a decision based solely on automated processing that has legal or similarly significant effects. Loan decisions are always reviewed by a person.',
        'You can update much of your information yourself in My Details and My Survey, and download your details and survey as PDFs. To exercise any other right, contact us using the details in section 18. We will respond within one month and there is normally no charge.',
      ],
    },
    {
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'The Hub uses browser storage that is strictly necessary for it to work: to keep you signed in, remember your progress in sign-up and article drafts, and remember which welcome messages you have dismissed. These do not require consent.',
        'We only use analytics or other optional cookies if you agree to them, and you can change your choice at any time. You can also clear cookies and site data in your browser settings, although you will then be signed out.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'The Hub is intended for adults. You must be 18 or over to create an account, and we do not knowingly collect information about children. If you believe a child has given us their information, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We review this policy regularly. The date at the top shows when it was last issued. If we make significant changes, we will tell you by email or with a notice when you next sign in before the changes take effect.',
      ],
    },
    {
      heading: 'Complaints and how to contact us',
      paragraphs: [
        'If you have a question about this policy or how we use your information, or you want to exercise your rights, contact our Data Protection Officer by email at hello@knowledge-exchange-hub.org or by phone on 0330 057 1235.',
        'If you are unhappy with how we have handled your information, please tell us first so that we can try to put it right. You also have the right to complain to the Information Commissioner’s Office, the UK regulator for data protection, at ico.org.uk or on 0303 123 1113.',
      ],
    },
  ],
};
