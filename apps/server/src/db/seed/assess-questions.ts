/**
 * The "Assess Yourself" questionnaire shown to Members at sign-up step 8 and from their profile.
 *
 * Fixed by the spec: exactly 4 groups and 19 questions in total (the survey is complete at 19
 * answers). Every question has three options in the order a, b, c:
 *   a = strong / confident, b = partly there, c = not yet.
 * The group's `completeText` is shown in the result popup when the group is finished, next to
 * the counts of a, b and c answers.
 */

export interface AssessQuestion {
  question: string;
  options: [string, string, string];
}

export interface AssessGroup {
  name: string;
  completeText: string;
  questions: AssessQuestion[];
}

export const assessGroups: AssessGroup[] = [
  {
    name: 'You and your motivation',
    completeText:
      'Mostly a: you know why you are doing this, you have the time and backing to make it work, and you can see how your service experience carries across. Keep that clarity written down; it will steady you on hard weeks. Mostly b: the drive is there, but some foundations are still loose. Talk honestly with the people closest to you about time and money, and list the skills you already have beside the ones you will need to buy in or learn. Mostly c: that is a normal place to start, not a reason to stop. Before spending money, spend time: write down what you want the business to give you, work out how long you could manage on a lower income, and ask your Business Captain to help you turn your military experience into a plain list of business strengths.',
    questions: [
      {
        question: 'Why do you want to run your own business?',
        options: [
          'I have a clear reason and a personal goal that I can explain in a sentence or two.',
          'I have some reasons, but I have not thought them through fully yet.',
          'I am not sure yet; mostly I know that I want a change.',
        ],
      },
      {
        question: 'How much time can you realistically give the business each week?',
        options: [
          'I can commit the hours it needs, and I have agreed this with the people close to me.',
          'I can give some time, but it will have to fit around work, family or resettlement.',
          'I do not yet know how much time I can give it.',
        ],
      },
      {
        question: 'How comfortable are you with financial risk and an income that may go up and down?',
        options: [
          'I understand the risks, I have savings or other income to fall back on, and I have a plan if sales are slow.',
          'I can cope with some uncertainty, but I have only a small cushion if things take longer than planned.',
          'A drop in income would cause me or my family real difficulty at the moment.',
        ],
      },
      {
        question: 'Who can you turn to for support, advice or practical help?',
        options: [
          'I have family, friends and business contacts who back me and can help in practical ways.',
          'I have some support, but mostly I will be doing this on my own.',
          'I do not yet have anyone I can turn to for business advice.',
        ],
      },
      {
        question:
          'How well do you understand which of your skills and experience, including from service, will help you run this business?',
        options: [
          'I can name the skills I will use every day and the gaps where I will need help or training.',
          'I have a general idea, but I have not mapped my skills against what the business needs.',
          'I find it hard to see how my experience applies to running a business.',
        ],
      },
    ],
  },
  {
    name: 'Your business idea',
    completeText:
      'Mostly a: your idea is clear, tested with real customers and backed by the skills to deliver it. The next step is to scale the testing up: set a target for your first three months of sales and measure against it. Mostly b: you have a promising idea that still rests partly on opinion. Move from asking people whether they like it to asking them to buy, book or sign up; a small paid trial tells you more than a hundred compliments. Mostly c: the idea needs more shape before you invest in it. Write it in two sentences, who it is for and what problem it solves, then have five conversations with people who might pay for it. Bring what you learn to your Business Captain, who can help you decide whether to refine, pivot or press on.',
    questions: [
      {
        question: 'Can you describe your business idea clearly in two or three sentences?',
        options: [
          'Yes, I can explain what I will sell, who it is for and why they will buy it.',
          'I can describe it, but it takes a while and the details keep changing.',
          'Not yet; I have a general area in mind rather than a defined product or service.',
        ],
      },
      {
        question: 'Do you know what problem your product or service solves, or what need it meets?',
        options: [
          'Yes, and customers have told me in their own words that this problem matters to them.',
          'I believe there is a need, but it is based mainly on my own experience.',
          'I have not really thought about it from the customer’s point of view yet.',
        ],
      },
      {
        question: 'Have you tested the idea with real potential customers?',
        options: [
          'Yes, I have sold to, pre-sold to or run a trial with paying customers.',
          'I have asked friends, family or a few contacts for their opinion.',
          'No, I have not tested it with anyone yet.',
        ],
      },
      {
        question: 'What makes your offer different from what is already available?',
        options: [
          'I have a clear unique selling point that customers value and competitors cannot easily copy.',
          'I have some ideas about what makes me different, but I have not checked them with customers.',
          'I am not sure yet how my offer stands out.',
        ],
      },
      {
        question:
          'Do you have the skills, qualifications, licences, premises or equipment you need to deliver it?',
        options: [
          'Yes, I have everything I need, or I have a costed plan to get it before I launch.',
          'I have some of it and I know what is missing, but I have not planned how to get it.',
          'I have not yet worked out what I need in order to trade legally and safely.',
        ],
      },
    ],
  },
  {
    name: 'Your market and customers',
    completeText:
      'Mostly a: you know who your customers are, where to find them and how you compare with the competition. Turn that knowledge into a simple marketing plan with a monthly budget and two or three channels you will measure. Mostly b: you have a reasonable picture but some of it is guesswork. Fill the gaps with evidence: look up local statistics, study three competitors’ prices and reviews, and ask early customers how they found you. Mostly c: you need to understand your market before you spend on branding or stock. Start by describing your ideal customer in detail, then find out where those people already buy, what they pay and what they complain about. Your Business Captain can point you to free market research sources and share how they found their own first customers.',
    questions: [
      {
        question: 'Who will your customers be?',
        options: [
          'I can describe my ideal customers in detail, including where they are, what they need and how they buy.',
          'I have a broad idea, such as local families or small businesses, but nothing more specific.',
          'I have not decided who my customers will be yet.',
        ],
      },
      {
        question: 'How well do you know the size of your market and whether it is growing?',
        options: [
          'I have researched it and can estimate how many potential customers there are and how the market is changing.',
          'I have a feeling for the demand, but I have not looked at any figures.',
          'I have not done any market research yet.',
        ],
      },
      {
        question: 'Do you know who your main competitors are and how they price and sell?',
        options: [
          'Yes, I have studied my main competitors’ prices, strengths and weaknesses.',
          'I know a few names, but I have not looked at them in any detail.',
          'I do not know who my competitors are.',
        ],
      },
      {
        question: 'How will you let customers know about your business?',
        options: [
          'I have chosen my marketing channels, set a budget and know how I will measure what works.',
          'I plan to use social media and word of mouth, but I have no real plan or budget.',
          'I have not thought about marketing yet.',
        ],
      },
      {
        question:
          'Where and how will you sell, for example online, from premises, at events or direct to other businesses?',
        options: [
          'I know exactly how customers will buy from me and what it costs to sell through each route.',
          'I have some options in mind, but I have not compared their costs or chosen between them.',
          'I have not decided how or where I will sell.',
        ],
      },
    ],
  },
  {
    name: 'Money and planning',
    completeText:
      'Mostly a: you have a firm grip on the numbers: what it costs to start, what to charge and how cash will move month by month. Keep your forecast live, compare it with actual figures every month and review it with your Business Captain each quarter. Mostly b: you have started on the figures but some are estimates. Get real quotes for your biggest costs, check that your price covers every cost plus a wage for you, and build a twelve-month cash flow forecast. Mostly c: the money side needs attention before you commit. Start with two numbers: what you need to live on each month and what it costs to open your doors. If you are applying for a Start Up Loan, you will need a business plan and cash flow forecast anyway, and your Business Captain can help you prepare both.',
    questions: [
      {
        question: 'Do you know how much money you need to start the business and where it will come from?',
        options: [
          'Yes, I have costed everything I need to launch and know how it will be funded.',
          'I have a rough figure, but I have not costed it in detail or secured the funding.',
          'I do not yet know how much I need or where the money would come from.',
        ],
      },
      {
        question:
          'Have you worked out what to charge, and does your price cover your costs and leave a profit?',
        options: [
          'Yes, my prices are based on my costs, a profit margin and what competitors charge.',
          'I have a price in mind, but I have not checked that it covers all my costs.',
          'I have not worked out my prices yet.',
        ],
      },
      {
        question:
          'Do you know how much you need to take from the business each month to cover your personal bills?',
        options: [
          'Yes, I have worked out my personal survival budget and built it into my plans.',
          'I have a rough idea, but I have not added it up properly.',
          'No, I have not worked this out.',
        ],
      },
      {
        question:
          'Do you have a written business plan and a cash flow forecast for your first twelve months?',
        options: [
          'Yes, both are written, and I update the forecast as things change.',
          'I have started one or both, but they are not finished.',
          'Not yet; I am not sure how to put them together.',
        ],
      },
    ],
  },
];
