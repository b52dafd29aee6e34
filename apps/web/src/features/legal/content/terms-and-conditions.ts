import type { LegalDocument } from './types';

/** Terms and conditions shown at /terms-and-conditions. Section numbers are added by the view. */
export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  issued: '23 August 2019',
  intro: [
    'These terms and conditions govern your use of the X-Forces Knowledge Exchange Hub (“the Hub”, “we”, “us”), a mentoring and knowledge-sharing platform for the armed forces business community. By creating an account you agree to them, so please read them carefully.',
    'Business Captains also agree to the Business Captain Terms and Conditions, and Members to the Member Mentoring Agreement, when they sign up. If anything in those agreements conflicts with these terms, the agreement for your role applies. Our Privacy Policy explains how we use your personal information.',
  ],
  sections: [
    {
      heading: 'About the Hub',
      paragraphs: [
        'The Hub connects Members (veterans, service leavers, serving personnel, reservists, and their spouses, partners and families who run or want to start a business) with Business Captains, experienced business people who volunteer as mentors. It also provides a moderated knowledge base of articles, events, chat and tools for planning mentoring.',
        'The Hub is free to use. We do not charge Members or Business Captains for mentoring or for access to the knowledge base.',
      ],
    },
    {
      heading: 'Who can join',
      paragraphs: [
        'You must be 18 or over and live in the United Kingdom to create an account. Members must have a connection to the armed forces community, for example as a veteran, service leaver, serving member, reservist, or the spouse, partner or family member of someone who has served. Business Captains must have experience of running or managing a business or of a relevant profession.',
        'We may ask you to confirm your eligibility and may decline or close an account if the information you give is not accurate.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must give accurate information when you sign up and keep it up to date. Each account is for one person only. You are responsible for keeping your password private and for everything done through your account.',
        'We protect sign-in with a one-time code sent to your email address. Tell us straight away at hello@knowledge-exchange-hub.org if you think someone else has used your account.',
      ],
    },
    {
      heading: 'Roles on the Hub',
      paragraphs: [
        'Members can browse Business Captains, request and recall mentoring, complete the survey and the Assess Yourself questionnaire, take part in mentoring, read articles and attend events.',
        'Business Captains can accept or decline requests from Members, plan mentoring with milestones, tasks and templates, post in the mentoring feed, write articles for the knowledge base and create events. Business Captains set how many Members they will support at a time and whether they accept chats.',
        'Moderators review articles before they are published. Administrators manage accounts, the programme and the safety of the Hub.',
      ],
    },
    {
      heading: 'Mentoring',
      paragraphs: [
        'Mentoring is voluntary on both sides. A Business Captain may decline a request, and either side may end a mentoring relationship at any time. We cannot guarantee that a particular Captain will be available or that any Member will be matched.',
        'Business Captains share their own experience in good faith. They are not acting as your financial adviser, accountant, solicitor or other professional adviser, and their guidance is not regulated advice. You remain responsible for the decisions you make about your business.',
        'Business Captains must not sell their own products or services to Members, charge for mentoring, or take a financial interest in a Member’s business while mentoring them. Everyone must keep information shared in mentoring confidential, except where someone is at risk of serious harm.',
      ],
    },
    {
      heading: 'Articles, events and other content',
      paragraphs: [
        'You keep ownership of the articles, comments, images, files and other content you publish on the Hub. By publishing, you give us a non-exclusive, royalty-free licence to host, display, adapt the format of and share that content on the Hub and in our newsletters for as long as it remains published, and to keep an archive copy.',
        'You must only publish content you have the right to share, and it must be accurate, your own work or properly credited. Articles must not advertise your own business or services beyond a short author biography. When you choose who can see an article (everyone, all Members, Business Captains, or selected Members), you are responsible for choosing appropriately.',
        'Events you create must be real, described accurately and safe for the people invited. Information in articles and events is general guidance and not a substitute for professional advice.',
      ],
    },
    {
      heading: 'Moderation',
      paragraphs: [
        'Every article is checked by a moderator before it appears in the knowledge base. We may ask you to make changes, decline to publish, or remove or ban an article at any time if we believe it breaks these terms, is inaccurate or misleading, or is not suitable for the Hub. We will usually tell you why.',
        'We may also remove comments, messages, events or profile content that break these terms. If you think we have made a mistake, contact us and we will review the decision.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You must not use the Hub to harass, bully, threaten or discriminate against anyone; to post content that is unlawful, defamatory, obscene, hateful or that infringes someone else’s rights; to send spam, chain messages or unsolicited advertising; to collect other users’ personal information; or to impersonate anyone.',
        'You must not try to gain unauthorised access to the Hub or other accounts, upload viruses or harmful files, interfere with the Hub’s security or performance, or copy or scrape its content by automated means.',
        'Do not share sensitive military information or anything protected by the Official Secrets Act or the conditions of your service.',
      ],
    },
    {
      heading: 'Chat and messages',
      paragraphs: [
        'Chat is for mentoring and programme purposes. Messages are private between the people in the conversation, but we may review them if someone reports a concern, to investigate misuse, or where the law requires it. Please report anything that worries you using the contact details below.',
      ],
    },
    {
      heading: 'Start Up Loans',
      paragraphs: [
        'Some Members apply for or hold a government-backed Start Up Loan alongside mentoring. Start Up Loans are personal loans for business purposes from £500 to £25,000 at a fixed interest rate of 6% a year, repaid over one to five years. Applicants must show that they could not obtain comparable finance elsewhere at an annual percentage rate below 15.5%.',
        'Applications are subject to eligibility, a business plan, a cash flow forecast, and credit and fraud checks. Each loan is governed by its own loan agreement, which takes precedence over these terms on any matter about the loan. The borrower is personally responsible for repaying the loan whether or not the business succeeds. Business Captains have no part in loan decisions.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The Hub’s design, software, name, logos and our own content belong to us or our licensors. You may read, print and share knowledge base articles for your own business and non-commercial purposes with a credit to the author and the Hub, but you may not republish them commercially without permission.',
      ],
    },
    {
      heading: 'Availability of the Hub',
      paragraphs: [
        'We aim to keep the Hub available and secure, but we do not promise that it will always be available or free from errors. We may suspend it for maintenance, and we may change or withdraw features. We will give notice of significant changes where we can.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'Content on the Hub and guidance from Business Captains is provided in good faith for general information. We are not responsible for the decisions you make based on it, for the acts of other users, or for business losses such as lost profits, lost contracts or lost opportunities.',
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights.',
      ],
    },
    {
      heading: 'Suspension and closing your account',
      paragraphs: [
        'You can close your account at any time by contacting us. Closing your account ends your mentoring relationships but does not affect any loan agreement you have with our lending partner.',
        'We may suspend or close your account, remove content or end a mentoring relationship if you break these terms, if we need to protect other users, or if required by law. Where it is safe and appropriate, we will tell you why and give you the chance to respond.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows when they were last issued. We will tell you about significant changes by email or when you next sign in, and if you continue to use the Hub after a change takes effect you accept the updated terms.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have a question about these terms or want to raise a concern, email hello@knowledge-exchange-hub.org or call 0330 057 1235.',
      ],
    },
  ],
};
