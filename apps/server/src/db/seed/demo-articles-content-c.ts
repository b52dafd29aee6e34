import type { DemoArticle } from './demo-articles-content';

/** Growing Your Business, Legal and Compliance, Success Stories, News and Events. */
export const demoArticlesC: DemoArticle[] = [
  {
    author: 'olumide.adeyemi@example.com',
    title: 'Hiring your first employee: the legal checklist',
    category: 'Growing Your Business',
    subCategory: 'Hiring your first employee',
    tags: ['employment', 'hiring', 'PAYE', 'pensions'],
    visibility: '1',
    daysAgo: 65,
    body: `
      Your first hire is a big step: you become responsible for someone else's income. The legal steps are manageable if you take them in order, and most of them must be done before the first payday.

      ## Before they start
      1. Set the pay at or above the [National Minimum Wage](https://www.gov.uk/national-minimum-wage-rates). The National Living Wage for those aged 21 and over is £12.71 an hour from April 2026.
      2. Check their [right to work in the UK](https://www.gov.uk/check-job-applicant-right-to-work) and keep a copy of the evidence.
      3. Take out **employers' liability insurance** of at least £5 million from an authorised insurer. It is a legal requirement.
      4. [Register as an employer](https://www.gov.uk/register-employer) with HMRC. You must do it before the first payday, and can do it up to four weeks before.

      ## On day one
      - Give them a **written statement of employment particulars**: pay, hours, holiday, notice and the rest.
      - Your workplace pension duties start on their first day: check whether you must enrol them automatically.

      ## Every payday
      Run payroll in HMRC-recognised software and report it in real time. Employer's National Insurance is 15% above the secondary threshold, but the Employment Allowance of up to £10,500 a year wipes out the bill for many small employers, though not for a company whose only employee is its director.

      > "Hire slowly, and make the first day feel like joining a good unit: someone to meet them, a plan for the week, and a brew."

      ## The human side
      Set clear expectations, review them at one month and at three months, and write them down. Most first-hire problems come from things that were never said.
    `,
  },
  {
    author: 'fiona.macleod@example.com',
    title: 'Exporting for the first time: paperwork without the panic',
    category: 'Growing Your Business',
    subCategory: 'Exporting',
    tags: ['exporting', 'customs', 'EORI'],
    visibility: '1',
    daysAgo: 41,
    body: `
      Our first export order, for a customer in Norway, arrived in 2016, and I nearly turned it down because of the paperwork. Today a third of Highland Precision's sales go abroad. The paperwork is real, but it can be learned, and most of it is the same every time.

      ## Before you quote
      - Get an [EORI number](https://www.gov.uk/eori): you cannot move goods through customs without one.
      - Find the **commodity code** for each product in the UK Trade Tariff. Duty and controls depend on it.
      - Agree the **Incoterms**: who pays for carriage, insurance and duty, and where the risk passes. Choose EXW or DAP deliberately, not out of habit.
      - Check whether your goods need an export licence. Engineering and defence-related parts sometimes do.

      ## When you ship
      - A commercial invoice with commodity codes, values, origin and the Incoterm.
      - A customs declaration, usually made by your freight forwarder or customs agent.
      - Proof of origin, if the buyer wants to claim lower duty under a trade agreement.

      Use a good forwarder for the first few shipments and ask them to explain every document. You will learn more in a month than on any course.

      ## Help is free
      The government's [export support service](https://www.great.gov.uk/), its international trade advisers and [UK Export Finance](https://www.gov.uk/government/organisations/uk-export-finance) can help with markets, contacts and getting paid. On a first order from a new customer, credit insurance or a letter of credit protects you.

      > "Treat the first export order like an operation: plan the route, check the kit, and brief everyone before it moves."
    `,
  },
  {
    author: 'mentor@example.com',
    title: 'Fuel cards: an exclusive discount for Hub members',
    category: 'Growing Your Business',
    subCategory: 'Scaling up',
    tags: ['fuel cards', 'fleet', 'discount'],
    visibility: '1',
    status: 'banned',
    banReason:
      'Thank you, James. The knowledge base is for advice, not offers: this article promotes a discount on a service sold by Whitfield Logistics and includes a sign-up code. Please take out the offer and the code, keep the general advice on choosing a fuel card, and send it again.',
    daysAgo: 18,
    body: `
      If you run more than two vans, a fuel card will save you time on paperwork and usually money at the pump. Whitfield Logistics now resells a leading card, and Hub members get an exclusive discount on it.

      ## Why a fuel card
      - One weekly invoice, with VAT receipts for every fill, instead of a pocketful of slips.
      - A card for each vehicle and driver, limited by fuel type and spend.
      - Mileage reports that feed straight into your cost per mile.

      ## The Hub offer
      Sign up through Whitfield Logistics with the code HUB2026 and get 3p a litre off the pump price for the first six months, with no card fees in the first year. Call our office or reply to this article to get started.

      ## Choosing any card
      Compare the network of sites on your routes, the pricing basis (pump price or a weekly fixed price), the card fees and the payment terms. Read the small print on minimum volumes.

      > "Every penny a litre matters when you run a fleet."
    `,
  },
  {
    author: 'mark.tennant@example.com',
    title: 'Terms and conditions that get you paid',
    category: 'Legal and Compliance',
    subCategory: 'Contracts',
    tags: ['contracts', 'late payment', 'construction'],
    visibility: '1',
    daysAgo: 93,
    body: `
      In construction everyone has a story about the job that went well and the money that never came. Most of those stories start with a handshake and no written terms. Good terms need not be long; they need to be written down and agreed before the work starts.

      ## What every small business contract should say
      - **What you will do**, and just as important, what you will not.
      - **Price and payment**: the amounts, when you invoice, and the payment terms, such as 14 or 30 days.
      - **Changes**: how extra work is agreed and priced, in writing, before it is done.
      - **Delays**: what happens if the customer holds you up.
      - **Liability**: a sensible cap, usually linked to the contract value or your insurance.
      - **Ending it**: notice, and payment for the work done to date.

      ## If you work in construction
      The Construction Act gives you the right to interim payments, payment notices and adjudication, and you may suspend work for non-payment after giving proper notice. Know those rights, and read any retention clause carefully before you sign.

      ## When customers pay late
      Business customers who pay late owe you interest at 8% above the Bank of England base rate, plus fixed compensation of £40 to £100 per invoice, depending on its size. A polite letter quoting the [late payment law](https://www.gov.uk/late-commercial-payments-interest-debt-recovery) often works wonders.

      > "The time to agree what happens when things go wrong is while everyone is still getting on."

      For anything large or unusual, pay a solicitor to review your standard terms once. It is money well spent.
    `,
  },
  {
    author: 'daniel.mensah@example.com',
    title: 'UK GDPR for a one-person business',
    category: 'Legal and Compliance',
    subCategory: 'Data protection',
    tags: ['GDPR', 'data protection', 'ICO', 'email marketing'],
    visibility: '1',
    daysAgo: 31,
    body: `
      You do not need a data protection officer or a fifty-page policy to handle personal data properly. But if you keep customers' names, emails and phone numbers, the UK GDPR applies to you, and a few simple habits keep you on the right side of it.

      ## The basics
      1. **Know what you hold**: list the personal data you collect, where it lives and why you need it.
      2. **Tell people**: a short, plain-English privacy notice on your website.
      3. **Keep it safe**: strong passwords, two-factor sign-in and encrypted devices. Most breaches in small firms start with a lost phone or a reused password.
      4. **Do not keep it for ever**: decide how long you need each kind of record, and delete the rest.

      ## The fee
      Most businesses that process personal data must pay the [data protection fee](https://ico.org.uk/for-organisations/data-protection-fee/) to the Information Commissioner's Office. For a micro business it is £52 a year. The ICO's self-assessment tells you whether you are exempt.

      ## Marketing emails
      You generally need consent to send marketing emails to individuals. Customers who bought from you can be emailed about similar products, as long as you offered them a way to opt out when you collected the address and in every message since.

      ## Requests from customers
      People can ask for a copy of the data you hold about them. You must answer within one month, free of charge in most cases.

      > "Collect less, keep it safe, delete it on time. That covers most of what the law asks of a small firm."
    `,
  },
  {
    author: 'sarah.okafor@example.com',
    title: 'Insurance: what you must have and what you probably need',
    category: 'Legal and Compliance',
    subCategory: 'Insurance',
    tags: ['insurance', 'risk', 'vehicles'],
    visibility: '1',
    daysAgo: 6,
    body: `
      Running a freight business taught me to read insurance schedules line by line. Many new founders either buy nothing or buy a package they do not understand. Start with what the law requires, then cover the risks that could close you down.

      ## Required by law
      - **[Employers' liability](https://www.gov.uk/employers-liability-insurance)**: as soon as you employ anyone, at least £5 million of cover from an authorised insurer. You can be fined for every day you are not insured.
      - **Motor insurance with business use** on any vehicle you use for work. Social, domestic and commuting cover does not include business journeys.

      ## Usually essential
      - **Public liability**, for when a customer or member of the public is injured or their property is damaged. Many clients and councils insist on £5 million or more.
      - **Professional indemnity**, if you give advice or design and a mistake costs your client money.
      - **Goods in transit** and **stock** cover, if you carry or store goods, yours or anyone else's.

      ## Worth considering
      - Business interruption, which pays out when a fire or flood stops you trading.
      - Cyber cover, if you take payments or hold customer data online.
      - Income protection for yourself, because the business depends on you.

      > "Insurance is the one purchase you hope never to use. Buy it as if you will."

      ## Buy well
      Use a broker for anything beyond a simple policy, disclose everything honestly, and check the excesses and exclusions. Put the renewal date in the diary a month early so you have time to compare.
    `,
  },
  {
    author: 'gareth.llewellyn@example.com',
    title: 'From adventure training instructor to a year-round outdoor business',
    category: 'Success Stories',
    tags: ['success story', 'tourism', 'rural business'],
    visibility: '1',
    daysAgo: 99,
    body: `
      When I bought a tired activity centre near Brecon, it opened from Easter to October and lost money every winter. Eight years on, Beacons Outdoor Adventures runs all year and employs fourteen people. This is what changed.

      ## Year one: survive the winter
      The centre made 80% of its money in twenty summer weeks. I took a Start Up Loan for new kit and spent that first winter on the phone to schools and businesses rather than on the hills. School residentials, booked a year ahead, gave us our first reliable income.

      ## Year three: new customers
      - **Corporate team-building** on weekdays, when families are at work and at school.
      - A **bunkhouse** for walkers and groups in the quiet months.
      - Leadership days built on what I taught as an adventurous training instructor, written up for HR managers.

      ## What made the difference
      1. Knowing our numbers by the week, not by the season.
      2. Pricing experiences on their value, not on what the competition charged.
      3. Hiring instructors who were good with people, not only good on rock.
      4. Asking for help: my mentor made me draw the winter cash flow I had been avoiding.

      > "The hills were never the hard part. Filling a Tuesday in February was."

      ## What I would tell you
      If your business is seasonal, do not plan the year around the good months. Plan it around the worst month, and build the products that fill it.
    `,
  },
  {
    author: 'claire.donnelly@example.com',
    title: 'Harbour Kitchen: training veterans through a busy café',
    category: 'Success Stories',
    tags: ['success story', 'social enterprise', 'hospitality', 'veterans'],
    visibility: '1',
    daysAgo: 15,
    body: `
      Harbour Kitchen started as an idea on a napkin at a Royal Navy reunion: a café that pays its way while training veterans and young people for jobs in catering. Five years on, it has served half a million coffees and more than 140 trainees have finished the programme.

      ## How we set it up
      We became a community interest company, so that profits stay with the mission and funders can see that they do. A small loan and two grants paid for the fit-out, and the café's takings pay the wages. We are not a charity that happens to sell food: we are a food business with a purpose, and we run it like one.

      ## What worked
      - **A real business first**: the coffee has to be good and the queue short, or the training has nowhere to happen.
      - **Partners**: the council, a local college and three employers who interview every graduate.
      - **Structure**: a twelve-week programme with clear milestones, which suits people who have served.

      ## What was hard
      Our first winter nearly finished us. We had planned for summer footfall and forgot that a waterfront is empty in January. Shorter hours, a catering service for local offices and a frank conversation with our bank got us through.

      > "Purpose gets people through the door once. Good coffee brings them back, and that pays for the purpose."

      ## What comes next
      We open a second site this winter. If you are thinking about a social enterprise, I am happy to share our numbers: send me a message on the Hub.
    `,
  },
  {
    author: 'daniel.mensah@example.com',
    title: 'Winter workshops: get your business online in four evenings',
    category: 'News and Events',
    tags: ['events', 'workshops', 'digital'],
    visibility: '1',
    daysAgo: 3,
    body: `
      This winter Northlight Digital is running four free online evening workshops for Members of the Knowledge Exchange Hub. Each session lasts ninety minutes with time for questions, and is recorded for anyone working shifts.

      ## The programme
      1. **Your Google Business Profile**: get found locally, collect reviews and answer them well.
      2. **A website in a weekend**: what a first website needs, what it costs and what to avoid.
      3. **Taking payments**: card readers, payment links and online booking.
      4. **Measuring what works**: the few numbers that show where your enquiries come from.

      ## Who it is for
      Members who are starting up or in their first two years of trading, and anyone who has been meaning to sort the website out for months. No technical knowledge needed: bring a laptop and your questions.

      ## How to join
      Sessions start at 19:00 on the first four Tuesdays of the new year. Message me on the Hub with your business name and the sessions you want, and I will send the joining link. Places are limited to thirty a session, so that everyone gets a chance to ask.

      > "Most small firms do not need a bigger website. They need one that answers the customer's first three questions."

      Business Captains are welcome too, and may bring a Member they mentor.
    `,
  },
  {
    author: 'priya.raman@example.com',
    title: 'Making Tax Digital for Income Tax: what sole traders need to do now',
    category: 'News and Events',
    tags: ['Making Tax Digital', 'HMRC', 'sole traders'],
    visibility: '1',
    daysAgo: 23,
    body: `
      Making Tax Digital for Income Tax began in April 2026, and it changes how many sole traders and landlords report to HMRC. If you have been filing one Self Assessment return a year, it will reach you sooner or later.

      ## Who is in, and when
      - From **April 2026**: sole traders and landlords with qualifying income over £50,000.
      - From **April 2027**: over £30,000.
      - From **April 2028**: over £20,000.

      Qualifying income is your self-employment and property turnover before expenses, taken from the return for the tax year two years earlier. Partnerships and limited companies are not included yet.

      ## What changes
      1. Keep your business records digitally, in software that works with Making Tax Digital.
      2. Send HMRC a summary of income and expenses every quarter.
      3. Make a final declaration after the tax year ends, by 31 January as now.

      ## What to do now
      - If you are already in, check that your software is sending the quarterly updates, and put the deadlines in your diary.
      - If you join in 2027 or 2028, choose your software this year and run it alongside your current records for a few months.
      - Keep business and personal spending apart: one business account makes digital records far easier.

      HMRC's [eligibility checker](https://www.gov.uk/guidance/check-if-youre-eligible-for-making-tax-digital-for-income-tax) tells you when you need to join.

      > "Quarterly updates sound like more work. Done weekly, with receipts photographed as you go, they are less."
    `,
  },
];
