import type { DemoArticle } from './demo-articles-content';

/** Starting Up, Finance and Funding. */
export const demoArticlesA: DemoArticle[] = [
  {
    author: 'mentor@example.com',
    title: 'Test your idea before you spend your resettlement grant',
    category: 'Starting Up',
    subCategory: 'Testing your idea',
    tags: ['idea testing', 'first customers', 'resettlement'],
    visibility: '1',
    daysAgo: 112,
    body: `
      Most service leavers I mentor have a good idea and a strong work ethic. What they rarely have yet is evidence that strangers will pay for it. Before you sign a lease, buy a van or spend your resettlement grant on kit, spend four weeks finding out.

      ## Talk to twenty possible customers
      Not friends, not family, not the lads from the mess. Twenty people who match your customer and have the problem you solve. Ask what they do about it today, what it costs them and what they would change. Do not pitch: listen, and write down their exact words.

      ## Run a small, real test
      - Take a **pre-order** or a deposit, even a small one. A yes with money attached is worth ten compliments.
      - Run a weekend pop-up, a market stall or a one-off job at cost price.
      - Put up a one-page website with a price and a booking button, and count the clicks.

      ## Know three numbers early
      Write down what one sale earns you after direct costs, how many sales a month you need to cover your own living costs, and how many you can realistically make. If the gap between the last two is large, you have learned something cheaply.

      > "Nobody ever lost their savings on a test they ran from a car park. Plenty lost them on a unit they signed for before they had a customer."

      When the test works, write it up: who bought, at what price and why. That evidence is the backbone of your business plan and of a [Start Up Loans application](https://www.startuploans.co.uk/), and it is exactly what a lender or your Business Captain will ask to see. The gov.uk guide to [setting up a business](https://www.gov.uk/set-up-business) covers the paperwork once you are ready.
    `,
  },
  {
    author: 'sarah.okafor@example.com',
    title: 'A one-page business plan a lender will actually read',
    category: 'Starting Up',
    subCategory: 'Writing a business plan',
    tags: ['business plan', 'lenders', 'Start Up Loans'],
    visibility: '2',
    daysAgo: 9,
    body: `
      My first plan for Okafor Freight ran to forty pages, and nobody read past page three, including me. The plan that got me funded fitted on one side of A4, with a cash flow forecast behind it.

      ## The seven boxes
      1. **The problem**: who has it and what it costs them.
      2. **Your answer**: what you sell, in one sentence a customer would use.
      3. **Your customers**: who they are, how many are within reach, and the evidence that they will buy.
      4. **How you reach them**: the two or three channels you will actually use.
      5. **The numbers**: price, cost per sale, monthly overheads and the break-even point.
      6. **You**: why you, with your service experience written in civilian terms.
      7. **What you need**: how much money, what it is for, and when it pays back.

      ## Then the forecast
      A lender reads the plan to understand the business and the forecast to decide whether you can repay. Build twelve months, month by month, with your own drawings included. If you apply for a Start Up Loan you will need both, and the free templates on the [Start Up Loans website](https://www.startuploans.co.uk/) are a sound place to start. The gov.uk page on [writing a business plan](https://www.gov.uk/write-business-plan) lists more.

      > "If you cannot explain the business on one page, you do not yet understand it well enough to borrow against it."

      ## Keep it alive
      Review the plan every quarter with your Business Captain. Strike out what turned out to be wrong and write in what you learned. A plan that has been corrected three times is far more convincing than a polished one that never changed.
    `,
  },
  {
    author: 'priya.raman@example.com',
    title: 'Sole trader or limited company? An honest comparison',
    category: 'Starting Up',
    subCategory: 'Choosing a legal structure',
    tags: ['sole trader', 'limited company', 'tax'],
    visibility: '1',
    daysAgo: 56,
    body: `
      It is the question I am asked most often in a first meeting, and the honest answer is that for many new founders it matters less than the internet suggests. Both are sound choices, and you can start as one and change later.

      ## Sole trader
      - Quick and free: you [register with HMRC](https://www.gov.uk/set-up-sole-trader) for Self Assessment by 5 October after the end of the tax year in which you started.
      - You pay Income Tax and Class 4 National Insurance on your profits.
      - Simple records, no company accounts, nothing filed in public.
      - **You and the business are the same legal person**: if it owes money, you owe it.

      ## Limited company
      - Registered at [Companies House](https://www.gov.uk/limited-company-formation), and every director must verify their identity.
      - The company pays Corporation Tax: 19% on profits up to £50,000, 25% above £250,000, with marginal relief in between.
      - You take a salary and dividends, each with its own tax rules.
      - Liability is limited to the company's assets, although lenders and landlords will often ask for a personal guarantee.
      - More admin: annual accounts, a confirmation statement and a Corporation Tax return every year.

      ## A rule of thumb
      If your profits will be modest in the first year, you work alone and your risks are insured, starting as a sole trader keeps life simple. If you will sign contracts with real liability, employ people, bring in a partner or investor, or expect profits well into the higher-rate band, a company usually makes sense.

      > "Choose the structure for the business you will have in two years, not for the tax saving in your first month."

      Whatever you choose, open a separate business bank account from day one, and talk it through with an accountant before you register.
    `,
  },
  {
    author: 'mentor@example.com',
    title: 'Registering your business: a first-month checklist',
    category: 'Starting Up',
    subCategory: 'Registering your business',
    tags: ['registration', 'HMRC', 'Companies House'],
    visibility: '1',
    status: 'pending',
    daysAgo: 3,
    body: `
      Once the idea has been tested, the paperwork is not difficult, but it comes in a particular order and a few items have deadlines that catch people out. This is the checklist I give every founder I mentor.

      ## Week one
      1. Decide your structure and, for a company, [register with Companies House](https://www.gov.uk/limited-company-formation). You and any other directors will need to verify your identity.
      2. Register for the right taxes with [HMRC](https://www.gov.uk/browse/business): Self Assessment as a sole trader, Corporation Tax and PAYE for a company.
      3. Open a business bank account and keep every receipt from now on.

      ## Before you trade
      - Check whether you need a licence. Food businesses must register with their council at least 28 days before opening, and street trading, alcohol, security and taxi work all need permission.
      - Arrange insurance. Employers' liability is a legal requirement as soon as you employ anyone.
      - If you hold customers' personal data, check whether you must pay the ICO data protection fee.

      ## Keep an eye on
      - The VAT threshold: **£90,000** of taxable turnover in any rolling twelve months.
      - Your first Self Assessment or Corporation Tax deadline, written in your diary now.
      - Business rates, if you take premises: small business rate relief may bring the bill down to nothing.

      > "Nine out of ten problems I see in year one are a missed date, not a bad idea."

      Put all of it on one sheet with the date done beside each line, and bring it to your next mentoring session.
    `,
  },
  {
    author: 'mentor@example.com',
    title: 'Mobile coffee: licences, pitches and the numbers to check',
    category: 'Starting Up',
    subCategory: 'Testing your idea',
    tags: ['mobile catering', 'street trading', 'cash flow'],
    visibility: '0',
    assignedMembers: ['mentee@example.com'],
    daysAgo: 11,
    body: `
      Sarah, as promised after Thursday's call, here are my notes on the harbour pitch in one place. I have shared this with you only; use it as your checklist for the next fortnight.

      ## Permissions first
      - **Street trading consent**: ask the council how long it takes and whether the market committee has rules of its own.
      - **Food business registration**: register with the council at least 28 days before you trade, and ask when the hygiene inspection is likely.
      - **Van insurance**: your first quote was nearly half the real figure. Get two more, with business use and stock cover.

      ## The numbers to check
      - Your forecast assumes 120 cups a day from month three. Test that with a count at the pitch from 07:00 to 10:00, on a weekday and on a Saturday.
      - The cost of a cup, with milk, cup, lid and waste, should stay below a third of its price.
      - Keep a buffer of at least two months' pitch fees and insurance: winter takings on the waterfront will dip.

      ## For the pitch itself
      Lead with your nine years of Royal Navy logistics. Stock control, early starts and running to a timetable are exactly what a market committee wants to hear. Bring photographs of the van layout and your plan for waste.

      > "The council is not buying coffee. It is buying a trader who turns up every single day."

      Send me the updated forecast when you have the counts, and we will go through it together on our next call.
    `,
  },
  {
    author: 'helen.brennan@example.com',
    title: 'Start Up Loans explained: up to £25,000 at 6% fixed',
    category: 'Finance and Funding',
    subCategory: 'Start Up Loans',
    tags: ['Start Up Loans', 'borrowing', 'mentoring'],
    visibility: '1',
    daysAgo: 105,
    body: `
      My first café in Belfast opened on a government-backed Start Up Loan, and I still recommend the scheme to most of the Members I mentor. It is not free money, but it is one of the fairest ways to borrow when you have no trading history.

      ## How it works
      - A **personal loan for business purposes** of £500 to £25,000 per person, from the [Start Up Loans Company](https://www.startuploans.co.uk/), part of the [British Business Bank](https://www.british-business-bank.co.uk/).
      - A fixed interest rate of **6% a year**, repaid over one to five years, with no application or early repayment fees.
      - Up to four partners in one business can each apply, so a business can borrow up to £100,000.
      - Twelve months of free mentoring comes with every loan.

      ## Who can apply
      You must be 18 or over, live in the UK, and be starting a business or have been trading for less than 36 months. Because it is a personal loan, your credit history is checked, and you must repay it even if the business fails.

      ## What you need
      A business plan, a cash flow forecast and a personal survival budget that shows you can live while the business grows. The assessors want realistic sales, your own drawings and a contingency.

      > "Borrow for the things that earn money, such as equipment, stock or a deposit, not to cover losses you have not made yet."

      ## My advice
      Borrow the amount your forecast needs, not the maximum. On £10,000 over five years the repayment is about £193 a month: make sure that figure sits comfortably in your forecast from the very first month. Your Business Captain will happily read your application before you submit it.
    `,
  },
  {
    author: 'priya.raman@example.com',
    title: 'Cash flow is oxygen: a 13-week forecast in one afternoon',
    category: 'Finance and Funding',
    subCategory: 'Cash flow',
    tags: ['cash flow', 'forecasting', 'late payment'],
    visibility: '1',
    daysAgo: 81,
    body: `
      Profitable businesses fail every year because they run out of cash, not because they run out of customers. A rolling thirteen-week cash forecast is the simplest protection I know, and you can build your first one this afternoon.

      ## Build it
      1. Open a spreadsheet with thirteen columns, one for each week.
      2. Start with the cash in the bank today.
      3. Add the money you **expect to receive** each week: when the customer will actually pay, not when you invoice.
      4. Subtract what you must pay: rent, wages, loan repayments, VAT, suppliers and your own drawings.
      5. The bottom line is the closing balance, which becomes next week's opening balance.

      @image cashflow A typical first year: the bank balance dips in the early months before receipts catch up with costs.

      ## Read it
      The lowest point of the line matters more than where it ends. If it dips below zero in week seven, you know now, and you have six weeks to move a payment, chase a debt or talk to your bank.

      ## Get paid faster
      - Invoice on the day the work is done, with clear payment terms.
      - Ask for deposits on large jobs.
      - Business customers who pay late owe you statutory interest at 8% above the Bank of England base rate under the [late payment rules](https://www.gov.uk/late-commercial-payments-interest-debt-recovery), plus a fixed sum towards recovery costs.

      > "Turnover is vanity, profit is sanity, cash is reality."

      Update the forecast every Friday. Once it exists, it takes fifteen minutes.
    `,
  },
  {
    author: 'priya.raman@example.com',
    title: 'VAT at £90,000: when to register, and when to volunteer',
    category: 'Finance and Funding',
    subCategory: 'Tax and VAT',
    tags: ['VAT', 'HMRC', 'Making Tax Digital'],
    visibility: '2',
    daysAgo: 46,
    body: `
      VAT is where many growing businesses get their first nasty surprise from HMRC. The rules are not complicated, but the threshold test is easy to misread.

      ## When you must register
      You must register when your VAT-taxable turnover for **any rolling twelve months** goes over £90,000, not only at the end of the tax year. You then have 30 days from the end of that month to [register](https://www.gov.uk/vat-registration), and you charge VAT from the effective date. You must also register straight away if you expect to go over the threshold in the next 30 days alone.

      Check the total at the end of every month by adding up the last twelve months of sales.

      ## When it pays to register early
      - Your customers are mostly VAT-registered businesses, who can reclaim the VAT you charge.
      - You are buying expensive equipment at the start and want to reclaim the VAT on it.
      - Larger clients expect a VAT number.

      If you sell mainly to the public, registering early simply makes you 20% dearer or 20% poorer, so think carefully.

      ## Schemes worth knowing
      - **Flat Rate Scheme**: pay a fixed percentage of turnover. Simple, but check the numbers if you have few costs.
      - **Cash accounting**: pay VAT when your customers pay you, a real help to cash flow.
      - Every VAT-registered business keeps digital records and files through Making Tax Digital software.

      > "Put the VAT aside in a separate account the day the customer pays. It was never your money."

      If you are approaching the threshold, talk to an accountant a few months before, not the week after.
    `,
  },
  {
    author: 'claire.donnelly@example.com',
    title: 'Grants, angels and SEIS: funding beyond the loan',
    category: 'Finance and Funding',
    subCategory: 'Grants and investment',
    tags: ['grants', 'investment', 'SEIS', 'social enterprise'],
    visibility: '1',
    daysAgo: 27,
    body: `
      When we set up Harbour Kitchen I spent months chasing grants that did not fit us. Here is what I wish someone had told me about money that is not a loan.

      ## Grants
      Grants almost never pay for a new business to start trading. They fund a specific outcome, such as training veterans, cutting carbon or creating jobs in a particular area, and they usually pay in arrears. Start with your local Growth Hub and council, then the [business finance and support finder](https://www.gov.uk/business-finance-support) on gov.uk. Social enterprises and community interest companies should also look at armed forces charities and the Armed Forces Covenant Fund Trust, which fund projects that support the forces community.

      ## Equity investment
      Angel investors and funds buy a share of your company for cash and, often, experience. They want a business that can grow many times over: a lifestyle business or a trade will rarely suit them. If you do raise, the tax reliefs make you more attractive:
      - **SEIS**: a young company can raise up to £250,000, and its investors get 50% Income Tax relief.
      - **EIS**: for larger rounds, with 30% relief for investors.
      - Ask HMRC for advance assurance before you approach anyone.

      ## Other routes
      - The [British Business Bank](https://www.british-business-bank.co.uk/) lists finance partners by region and type.
      - Community shares and crowdfunding work well when your customers believe in the mission.

      > "Every pound of funding comes with strings. Read them before you celebrate."

      Whichever route you take, your Business Captain can help you tell money that fits from money that distracts.
    `,
  },
  {
    author: 'mentor@example.com',
    title: "For captains: how I review a Member's cash flow forecast",
    category: 'Finance and Funding',
    subCategory: 'Cash flow',
    tags: ['mentoring', 'cash flow', 'for captains'],
    visibility: '3',
    daysAgo: 60,
    body: `
      This one is for fellow Business Captains. Most Members bring a forecast to their second or third session, and how we read it sets the tone for the whole mentoring. Here is the routine I use; I would welcome yours in return.

      ## Before the session
      - Ask for the spreadsheet, not a PDF, so you can see the formulas.
      - Read the assumptions first. If there are none written down, that is the first action.

      ## Five questions I always ask
      1. Where does the first month's sales figure come from: evidence or hope?
      2. When will customers actually pay, and does the forecast show that delay?
      3. Are the founder's own drawings in it? A forecast with no living costs is a hobby.
      4. Where are VAT, loan repayments and insurance?
      5. What is the lowest cash balance, and in which month?

      ## How to say it
      Members coming out of the forces are used to blunt feedback, but a forecast is personal: it is their plan for their family's income. Say what is sound before you probe what is not, and let them change the numbers themselves during the session rather than taking the spreadsheet away.

      > "Our job is not to approve the forecast. It is to make sure that, by the end of the hour, the Member understands it better than we do."

      ## Afterwards
      Record two or three actions with deadlines in the Member's plan on the Hub, and ask to see the revised forecast within a fortnight. If a loan decision depends on it, suggest they send it to their Start Up Loans adviser only after that review.
    `,
  },
];
