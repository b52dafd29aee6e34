import type { DemoArticle } from './demo-articles-content';

const COST_PER_MILE = `
  When I started Whitfield Logistics I priced jobs by asking what the other firms charged and knocking a bit off. Within six months I was busy, tired and losing money on a third of my runs. The fix was knowing my cost per mile.

  ## Work out your real cost
  Add up everything the vehicle costs you in a year and divide by the miles it does.
  - **Fixed costs**: finance or depreciation, insurance, the operator's licence, vehicle excise duty and maintenance contracts.
  - **Running costs**: fuel, tyres, servicing, repairs, tolls and parking.
  - **People**: the driver's wages, employer's National Insurance and pension, including your own pay if you drive.
  - **Overheads**: your share of the yard, the office, software and the accountant.

  For a 7.5-tonne lorry doing 40,000 miles a year, it is common to find a total well over £1 a mile once everything is in.

  ## Price every job properly
  1. Count the empty miles back, not only the loaded ones.
  2. Charge waiting time at an hourly rate.
  3. Add your margin: aim for 15% or more on top of cost.

  > "Busy is not the same as profitable. Some of the best decisions I made were the jobs I turned down."

  ## Review every quarter
  Fuel and wages move, and your rates must move with them. Put a review date in the diary, and explain increases to customers early and plainly. Most of them will respect it.
`;

/** From Service to Business, Marketing and Sales. */
export const demoArticlesB: DemoArticle[] = [
  {
    author: 'mark.tennant@example.com',
    title: 'Using your resettlement to start a business',
    category: 'From Service to Business',
    subCategory: 'Resettlement and transition',
    tags: ['resettlement', 'CTP', 'ELC', 'training'],
    visibility: '1',
    daysAgo: 118,
    body: `
      I left the Army with a site manager's qualification paid for largely through resettlement, and I still meet service leavers who did not know what they were entitled to until it was too late. If you want to run your own business, plan your resettlement around it, ideally two years before you leave.

      ## What you may be entitled to
      It depends on your length of service, so check your own entitlement with your unit resettlement staff.
      - **The [Career Transition Partnership](https://www.ctp.org.uk/)** (CTP): workshops, advisers and job-finding support. Its self-employment and business start-up sessions are worth booking early.
      - **Graduated resettlement time**: working days away from duties for resettlement, up to 35 days for the longest-serving.
      - **The Individual Resettlement Training Costs grant** (IRTC): £534 towards an approved course.
      - **[Enhanced Learning Credits](https://www.enhancedlearningcredits.com/)** (ELC): up to £2,000 a year, in three separate years, towards higher-level qualifications, if you registered for the scheme and have the qualifying service.

      ## Point it at the business
      - Qualifications your customers will ask for: trade tickets, SIA licences, food hygiene, accountancy and management.
      - Time to test the idea while you still have a salary.
      - A work placement with a business like the one you want to run.

      > "Resettlement is the best-funded research and development budget you will ever have. Spend it like one."

      ## After you leave
      Support does not stop at the gate. The [Armed Forces Covenant](https://www.armedforcescovenant.gov.uk/) commits many employers, councils and lenders to fair treatment of veterans, and your Business Captain on this Hub can help you turn the plan into a first year of trading.
    `,
  },
  {
    author: 'tom.ashworth@example.com',
    title: 'Translating military skills for customers who never served',
    category: 'From Service to Business',
    subCategory: 'Translating military skills',
    tags: ['military skills', 'communication', 'selling yourself'],
    visibility: '1',
    daysAgo: 76,
    body: `
      When I opened my first garage near Catterick, half my customers were serving and understood every word I said. The other half looked blank when I told them I had been an artificer. Learning to describe what I did in their language won me more work than any advert.

      ## Drop the jargon
      Acronyms, ranks and unit names mean nothing to most civilians. Translate them into what the customer cares about: responsibility, results and reliability.
      - "Troop sergeant" becomes "I led a team of thirty and was accountable for £2 million of vehicles and equipment."
      - "Ran the LAD" becomes "I managed a workshop that kept 120 vehicles on the road."
      - "Op tour" becomes "I worked for six months to tight deadlines, far from home."

      ## Skills civilians value
      - **Planning under pressure**: you have delivered on time with too few people and the wrong kit.
      - **Standards**: inspections, audits and safety systems are second nature.
      - **Training people**: most service leavers have taught others, which is the heart of growing a team.
      - **Calm in a crisis**: customers notice when a problem is handled without drama.

      ## Habits to soften
      Not every supplier answers the phone at 0700, and not every customer wants a brief in bullet points. Adapt your tone and keep the standards.

      > "Nobody buys your rank. They buy what your rank taught you to do for them."

      Write three sentences about your service in plain English and try them on someone who has never worn a uniform. If they can repeat them back, use them on your website and in your pitch.
    `,
  },
  {
    author: 'olumide.adeyemi@example.com',
    title: 'Looking after yourself while you build the business',
    category: 'From Service to Business',
    subCategory: 'Wellbeing',
    tags: ['wellbeing', 'mental health', 'resilience'],
    visibility: '2',
    daysAgo: 19,
    body: `
      Starting a business can feel a lot like the first months after leaving: long days, new rules and nobody to tell you whether you are doing it right. I coach new leaders for a living, and the pattern is always the same: the founder is the last thing they look after.

      ## Keep a routine
      Admiral McRaven's commencement speech is a favourite with service leavers for a reason: small disciplines, kept every day, carry you through the bad days.

      @video https://www.youtube.com/watch?v=yaQZFhrW0fU

      - Fix a start and a finish time, and protect at least one full day off a week.
      - Keep training. Exercise is the cheapest stress management there is.
      - Eat and sleep as if it matters, because your decisions depend on it.

      ## Watch for the warning signs
      Sleeping badly, drinking more, snapping at the people you love, avoiding the post and the bank balance. If you recognise two or more, talk to someone this week.

      ## Where to get help
      - **[Op COURAGE](https://www.nhs.uk/nhs-services/armed-forces-community/mental-health/veterans-reservists/)**: the NHS mental health service for veterans and reservists.
      - **[Combat Stress](https://combatstress.org.uk/)**: a 24-hour helpline on 0800 138 1619.
      - **[Veterans' Gateway](https://www.veteransgateway.org.uk/)**: one number, 0808 802 1212, for any kind of support.

      > "Asking for help is not weakness. You never went out on patrol without your oppo; do not run a business without one either."

      Your Business Captain is not a counsellor, but most of us have been through the hard months. Tell us when it is tough: it changes the advice we give.
    `,
  },
  {
    author: 'aisha.rahman@example.com',
    title: 'Start with why: building a brand people remember',
    category: 'Marketing and Sales',
    subCategory: 'Branding',
    tags: ['branding', 'storytelling', 'small business'],
    visibility: '1',
    daysAgo: 88,
    body: `
      When Kindred Skincare was a market stall, our brand was a hand-painted sign. What made people come back was not the logo: it was knowing why we made the products and who they were for.

      ## A brand is a promise
      Your brand is what customers expect every time they deal with you. For a small business it is built from a few consistent things:
      - **A clear purpose**: why you started and who you serve.
      - **A name and a look** that are simple, legible and used the same way everywhere.
      - **A voice**: how you write and speak, from your website to your invoices.
      - **Behaviour**: turning up on time and answering messages. No logo survives a late delivery.

      ## Start with why
      Simon Sinek's talk is more than fifteen years old and still the clearest explanation of why purpose sells. Watch it, then write one sentence about why your business exists that would still be true if you changed what you sell.

      @video https://www.youtube.com/watch?v=qp0HIF3SfI4

      ## Use your service story, carefully
      Many customers value a forces background: it suggests reliability and discipline. Mention it where it is relevant, on your About page or in a tender, rather than making camouflage the whole identity. Customers want to know what it means for them.

      > "People don't buy what you do; they buy why you do it." — Simon Sinek

      ## Protect it
      Check that the name is free at Companies House and as a web address before you print anything, and consider [registering a trade mark](https://www.gov.uk/how-to-register-a-trade-mark) once you are trading.
    `,
  },
  {
    author: 'daniel.mensah@example.com',
    title: 'Social media for busy founders: one hour a week',
    category: 'Marketing and Sales',
    subCategory: 'Social media',
    tags: ['social media', 'content', 'digital marketing'],
    visibility: '1',
    daysAgo: 51,
    body: `
      Most founders I meet either ignore social media or lose whole evenings to it. Neither helps. For a small service or local business, one focused hour a week is enough to be found, trusted and remembered.

      ## Pick one or two channels
      Go where your customers already are. Trades and local services: a complete Google Business Profile and Facebook. Selling to other businesses: LinkedIn. Food, crafts and anything visual: Instagram. Ignore the rest until the first ones work.

      ## The weekly hour
      1. **Ten minutes**: reply to every comment, message and review from the week.
      2. **Twenty minutes**: write three posts and schedule them. One shows your work, one answers a question customers ask, one shows the people behind the business.
      3. **Twenty minutes**: comment helpfully on posts by local businesses, customers and partners.
      4. **Ten minutes**: look at what worked. Which post brought a message or an enquiry, not just likes?

      ## What works for forces founders
      - Behind-the-scenes photographs of real jobs, with the customer's permission.
      - Short videos answering one question, filmed on your phone in one take.
      - Honest stories: the first van, the first mistake, the first repeat customer.

      > "Consistency beats brilliance. Three ordinary posts a week for a year will do more than one post that goes viral."

      ## Measure it
      Add one question to your enquiry form, *How did you hear about us?*, and count the answers each month. If a channel brings nothing after three months, stop and spend the hour elsewhere.
    `,
  },
  {
    author: 'lee.harding@example.com',
    title: 'Winning your first public-sector contract',
    category: 'Marketing and Sales',
    subCategory: 'Tenders and contracts',
    tags: ['tenders', 'public sector', 'social value', 'Armed Forces Covenant'],
    visibility: '1',
    daysAgo: 36,
    body: `
      Tamar Security won its first council contract three years after I started, and only because I stopped chasing everything and prepared properly. Public-sector work is open to small firms, but it rewards patience and paperwork.

      ## Where the work is
      Since the Procurement Act 2023 came into force, public bodies publish their opportunities on the [Find a Tender service](https://www.find-tender.service.gov.uk/). Register as a supplier, set alerts for your sector and area, and read the pipeline notices: they tell you what is coming months ahead. Smaller contracts also appear on [Contracts Finder](https://www.gov.uk/contracts-finder) and on council portals.

      ## Be ready before the tender
      - Current policies: health and safety, equality, environment, data protection and modern slavery.
      - Insurance at the levels buyers ask for, often £5 million public liability or more.
      - Two or three case studies with named referees.
      - Accounts, or a bank reference if you are new.

      ## Answer the question asked
      Most bids are lost on the quality answers, not on price. Use the buyer's words, answer every part of the question, give evidence and stay within the word limit. Social value often carries 10% or more of the marks: local jobs, apprenticeships, and employing veterans and reservists all count.

      > "Read the specification three times before you write a word. Then read your answer as the tired evaluator on page forty will."

      ## The Armed Forces Covenant
      Signing the [Armed Forces Covenant](https://www.armedforcescovenant.gov.uk/) shows buyers your commitment to the forces community, and many of them are signatories too. Back it with real policies, such as guaranteed interviews for veterans and paid leave for reservists' training.
    `,
  },
  {
    author: 'mentor@example.com',
    title: 'Pricing haulage work: know your cost per mile first',
    category: 'Marketing and Sales',
    subCategory: 'Pricing',
    tags: ['pricing', 'haulage', 'margins'],
    visibility: '1',
    daysAgo: 70,
    body: COST_PER_MILE,
    pendingEdit: {
      title: 'Pricing haulage and delivery work: know your cost per mile',
      daysAgo: 1,
      body: `${COST_PER_MILE}
        ## Fuel surcharges
        Agree a fuel surcharge clause with your regular customers, linked to a published diesel price, so that your rate follows the pump without a new negotiation every month. Show the workings on the invoice; customers accept what they can check.
      `,
    },
  },
  {
    author: 'mentor@example.com',
    title: 'Subcontracting for the big carriers: margins and pitfalls',
    category: 'Marketing and Sales',
    subCategory: 'Winning customers',
    tags: ['subcontracting', 'haulage', 'customers'],
    visibility: '1',
    status: 'saved',
    daysAgo: 4,
    body: `
      Subcontracting for the national carriers can fill a new haulier's diary quickly. It can also tie you to rates that never cover your costs. My notes so far, to finish before I send this for review.

      ## The attractions
      - Steady volume from day one, with no sales effort.
      - Their systems, their customers, their paperwork.
      - A track record to show your own customers later.

      ## The pitfalls
      - Rates set by them, reviewed once a year if at all.
      - Payment terms of 60 days or more, while your fuel is paid for weekly.
      - Penalties for late deliveries that are outside your control.
      - One customer worth most of your turnover: if they drop you, you are finished.

      ## My rules
      1. Never let one customer exceed a third of turnover after the first year.
      2. Know your cost per mile before you sign anything.
      3. Read the penalty clauses with someone who has been caught by them.

      Still to add: an example rate card, and the questions to ask at the first meeting.
    `,
  },
];
