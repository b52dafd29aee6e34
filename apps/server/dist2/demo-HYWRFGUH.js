import {
  articleActivityRepository,
  articleCategoryRows,
  articleDecisions,
  articlePlainText,
  articleVersions,
  articles,
  articlesRepository,
  assessQuestions,
  assessmentAnswers,
  businessSectors,
  businessSpecializations,
  chatMessages,
  chatWelcomeText,
  conversationMembers,
  conversations,
  discoverTypes,
  eventMembers,
  events,
  experiences,
  feedComments,
  feedReads,
  hashPassword,
  mentoringRequests,
  mentorings,
  milestones,
  sanitizeArticleBody,
  serviceConnections,
  serviceTypes,
  shortDescriptionOf,
  skills,
  surveys,
  tasks,
  templates,
  userSkills,
  userSpecializations,
  users
} from "./chunk-Z546C65X.js";
import "./chunk-RAPJ3XLV.js";

// src/db/seed/demo.ts
import { count } from "drizzle-orm";

// src/db/seed/demo-captains-a.ts
var demoCaptainsA = [
  {
    first_name: "Sarah",
    last_name: "Okafor",
    email: "sarah.okafor@example.com",
    location: "Leeds, West Yorkshire",
    post_code: "LS11AA",
    contact_number: "7700900101",
    business_name: "Okafor Freight Solutions Ltd",
    position_within_business: "Founder and Managing Director",
    linkedin: "https://www.linkedin.com/in/sarah-okafor-xf101",
    birthday: "1976-04-18",
    professional_experience: "Sarah served twelve years in the Royal Logistic Corps, finishing as a Major responsible for theatre supply chains. She founded Okafor Freight Solutions in 2011 and has grown it to 85 staff and a fleet of 40 vehicles serving retailers across the North of England. She mentors because her own first year in business would have been far easier with someone to ask.",
    sector: "Logistics and Transport",
    specializations: ["Logistics and transport", "Import and export", "E-commerce"],
    skills: [
      "Supply chain management",
      "Cash flow forecasting",
      "Negotiation",
      "Team leadership",
      "Growth strategy"
    ],
    experience: [
      {
        company_name: "Okafor Freight Solutions Ltd",
        practice: "Founder and Managing Director",
        start_date: "2011-03-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "British Army, Royal Logistic Corps",
        practice: "Officer, Major (Logistics Operations)",
        start_date: "1998-09-01",
        finish_date: "2010-12-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "British Army",
    discover_type: "Through my own business network",
    mentees_limit: 4,
    available: true
  },
  {
    first_name: "Lee",
    last_name: "Harding",
    email: "lee.harding@example.com",
    location: "Plymouth, Devon",
    post_code: "PL12AB",
    contact_number: "7700900102",
    business_name: "Tamar Security Group Ltd",
    position_within_business: "Chief Executive",
    linkedin: "https://www.linkedin.com/in/lee-harding-xf102",
    birthday: "1971-11-02",
    professional_experience: "Lee left the Royal Marines as a Colour Sergeant after 22 years and started a manned guarding company from his kitchen table. Tamar Security Group now employs over 200 licensed officers and holds contracts with councils, ports and retail parks across the South West. He is especially useful to Members bidding for public-sector work or building a team from scratch.",
    sector: "Security and Defence",
    specializations: ["Security services", "Training and education", "Professional services"],
    skills: [
      "Tendering and bid writing",
      "Recruitment",
      "Health and safety",
      "Contracts and terms of business",
      "Business development"
    ],
    experience: [
      {
        company_name: "Tamar Security Group Ltd",
        practice: "Founder and Chief Executive",
        start_date: "2009-06-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "Royal Marines",
        practice: "Colour Sergeant, Training Team",
        start_date: "1987-01-12",
        finish_date: "2009-02-28",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Marines",
    discover_type: "Through a regimental, squadron or ship\u2019s association",
    mentees_limit: 3,
    available: true
  },
  {
    first_name: "Priya",
    last_name: "Raman",
    email: "priya.raman@example.com",
    location: "Birmingham, West Midlands",
    post_code: "B11BB",
    contact_number: "7700900103",
    business_name: "Raman & Co Chartered Accountants",
    position_within_business: "Senior Partner",
    linkedin: "https://www.linkedin.com/in/priya-raman-xf103",
    birthday: "1980-07-29",
    professional_experience: "Priya is a chartered accountant who spent eight years in audit before opening her own practice, which now looks after more than 400 small businesses in the Midlands. Her husband served in the Royal Air Force, and she has a soft spot for first-time founders who are nervous about numbers. She helps Members build cash flow forecasts they actually use and prepare for lender conversations.",
    sector: "Financial and Professional Services",
    specializations: ["Professional services", "Franchising"],
    skills: [
      "Bookkeeping",
      "Tax and VAT",
      "Cash flow forecasting",
      "Raising finance",
      "Financial reporting",
      "Business planning"
    ],
    experience: [
      {
        company_name: "Raman & Co Chartered Accountants",
        practice: "Founder and Senior Partner",
        start_date: "2013-01-07",
        finish_date: null,
        current: true
      },
      {
        company_name: "Harcourt Lane LLP",
        practice: "Audit Manager",
        start_date: "2004-09-01",
        finish_date: "2012-12-21",
        current: false
      }
    ],
    service_connection: "Spouse or partner of a veteran",
    service_type: "Royal Air Force",
    discover_type: "Through a Chamber of Commerce or local business group",
    mentees_limit: 5,
    available: true
  },
  {
    first_name: "Gareth",
    last_name: "Llewellyn",
    email: "gareth.llewellyn@example.com",
    location: "Brecon, Powys",
    post_code: "LD37AA",
    contact_number: "7700900104",
    business_name: "Beacons Outdoor Adventures",
    position_within_business: "Owner",
    linkedin: "https://www.linkedin.com/in/gareth-llewellyn-xf104",
    birthday: "1968-02-14",
    professional_experience: "Gareth served as an infantry officer and later ran adventurous training courses before buying a small outdoor activity centre in the Brecon Beacons. He turned it into a year-round business with corporate team-building, school residentials and a bunkhouse. He can help with seasonal cash flow, pricing experiences and marketing a rural business.",
    sector: "Hospitality and Tourism",
    specializations: ["Hospitality", "Health and wellbeing", "Agriculture and rural business"],
    skills: ["Brand development", "Social media marketing", "Health and safety", "Pricing and margins"],
    experience: [
      {
        company_name: "Beacons Outdoor Adventures",
        practice: "Owner and Lead Instructor",
        start_date: "2012-04-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "British Army, Royal Welsh",
        practice: "Captain, Adventurous Training Officer",
        start_date: "1990-09-01",
        finish_date: "2011-08-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "British Army",
    discover_type: "Recommended by another Business Captain",
    mentees_limit: 2,
    available: true
  },
  {
    first_name: "Fiona",
    last_name: "MacLeod",
    email: "fiona.macleod@example.com",
    location: "Inverness, Highland",
    post_code: "IV11AB",
    contact_number: "7700900105",
    business_name: "Highland Precision Engineering Ltd",
    position_within_business: "Founder and Technical Director",
    linkedin: "https://www.linkedin.com/in/fiona-macleod-xf105",
    birthday: "1974-09-09",
    professional_experience: "Fiona was an RAF engineering officer working on aircraft maintenance before moving into the oil and gas supply chain. In 2015 she set up a precision machining business that now supplies the renewables and aerospace sectors in the UK and Norway. She enjoys helping Members with quality systems, export paperwork and the step from one-person business to first employees.",
    sector: "Engineering and Manufacturing",
    specializations: ["Manufacturing", "Import and export", "Technology start-ups"],
    skills: ["Quality management", "Process improvement", "Exporting", "Procurement", "Team leadership"],
    experience: [
      {
        company_name: "Highland Precision Engineering Ltd",
        practice: "Founder and Technical Director",
        start_date: "2015-05-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "North Sea Subsea Services",
        practice: "Operations Manager",
        start_date: "2008-02-01",
        finish_date: "2015-04-30",
        current: false
      },
      {
        company_name: "Royal Air Force",
        practice: "Flight Lieutenant, Engineering Officer",
        start_date: "1997-09-01",
        finish_date: "2008-01-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Air Force",
    discover_type: "On LinkedIn",
    mentees_limit: 2,
    available: true
  },
  {
    first_name: "Daniel",
    last_name: "Mensah",
    email: "daniel.mensah@example.com",
    location: "Salford, Greater Manchester",
    post_code: "M502AB",
    contact_number: "7700900106",
    business_name: "Northlight Digital Ltd",
    position_within_business: "Co-founder and Director",
    linkedin: "https://www.linkedin.com/in/daniel-mensah-xf106",
    birthday: "1986-05-23",
    professional_experience: "Daniel co-founded Northlight Digital, a web and e-commerce agency that builds online shops and booking systems for small businesses. He has served in the Army Reserve with the Royal Corps of Signals for over a decade alongside running the business. He helps Members get online quickly and cheaply, and understand which marketing spend is actually working.",
    sector: "Information Technology and Software",
    specializations: ["E-commerce", "Technology start-ups", "Creative and media"],
    skills: [
      "Website development",
      "Search engine optimisation",
      "E-commerce platforms",
      "Data and analytics",
      "Pitching and presenting"
    ],
    experience: [
      {
        company_name: "Northlight Digital Ltd",
        practice: "Co-founder and Director",
        start_date: "2016-10-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "Army Reserve, Royal Corps of Signals",
        practice: "Sergeant, Communications Specialist",
        start_date: "2012-03-01",
        finish_date: null,
        current: true
      }
    ],
    service_connection: "Reservist",
    service_type: "Army Reserve",
    discover_type: "Through my employer\u2019s volunteering scheme",
    mentees_limit: 3,
    available: true
  }
];

// src/db/seed/demo-captains-b.ts
var demoCaptainsB = [
  {
    first_name: "Helen",
    last_name: "Brennan",
    email: "helen.brennan@example.com",
    location: "Belfast, County Antrim",
    post_code: "BT15GS",
    contact_number: "7700900107",
    business_name: "Brennan\u2019s Kitchen & Bar",
    position_within_business: "Owner and Managing Director",
    linkedin: "https://www.linkedin.com/in/helen-brennan-xf107",
    birthday: "1979-12-03",
    professional_experience: "Helen moved eleven times as an Army spouse before settling in Belfast and opening her first caf\xE9. She now runs three neighbourhood restaurants with 70 staff and has licensed her brunch concept to two franchise partners. She is a practical mentor on menus, margins, staffing and licensing for anyone going into food or hospitality.",
    sector: "Hospitality and Tourism",
    specializations: ["Hospitality", "Food and drink", "Franchising"],
    skills: ["Recruitment", "Pricing and margins", "Customer retention", "Licensing and regulation"],
    experience: [
      {
        company_name: "Brennan\u2019s Kitchen & Bar",
        practice: "Owner and Managing Director",
        start_date: "2014-08-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "Seasons Hotel Group",
        practice: "Food and Beverage Manager",
        start_date: "2005-03-01",
        finish_date: "2014-06-30",
        current: false
      }
    ],
    service_connection: "Spouse or partner of a veteran",
    service_type: "British Army",
    discover_type: "At a business event, show or awards evening",
    mentees_limit: 3,
    available: true
  },
  {
    first_name: "Tom",
    last_name: "Ashworth",
    email: "tom.ashworth@example.com",
    location: "Catterick Garrison, North Yorkshire",
    post_code: "DL94AB",
    contact_number: "7700900108",
    business_name: "Ashworth Vehicle Services Ltd",
    position_within_business: "Managing Director",
    linkedin: "https://www.linkedin.com/in/tom-ashworth-xf108",
    birthday: "1965-06-30",
    professional_experience: "Tom spent 24 years as a vehicle mechanic and artificer in the Royal Electrical and Mechanical Engineers. After leaving he opened a single garage near the garrison, then grew it into a network of five service centres, two of them franchised. He is currently stepping back from the business and has limited time for new Members this quarter.",
    sector: "Automotive Services",
    specializations: ["Franchising", "Retail", "Training and education"],
    skills: ["Business planning", "Health and safety", "Recruitment", "Key account management"],
    experience: [
      {
        company_name: "Ashworth Vehicle Services Ltd",
        practice: "Founder and Managing Director",
        start_date: "2006-01-09",
        finish_date: null,
        current: true
      },
      {
        company_name: "British Army, Royal Electrical and Mechanical Engineers",
        practice: "Warrant Officer Class 2, Artificer Vehicles",
        start_date: "1982-05-01",
        finish_date: "2005-12-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "British Army",
    discover_type: "Through a regimental, squadron or ship\u2019s association",
    mentees_limit: 1,
    available: false
  },
  {
    first_name: "Aisha",
    last_name: "Rahman",
    email: "aisha.rahman@example.com",
    location: "Whitechapel, Greater London",
    post_code: "E16AN",
    contact_number: "7700900109",
    business_name: "Kindred Skincare Ltd",
    position_within_business: "Founder and Chief Executive",
    linkedin: "https://www.linkedin.com/in/aisha-rahman-xf109",
    birthday: "1988-01-21",
    professional_experience: "Aisha launched Kindred Skincare from a market stall and grew it into an online brand stocked by two national retailers. She grew up in a forces family, her father served in the Royal Navy, and she knows how hard frequent moves can make building a career. She helps Members with branding, selling online, protecting their ideas and preparing to raise investment.",
    sector: "Beauty and Personal Care",
    specializations: ["E-commerce", "Retail", "Creative and media"],
    skills: [
      "Brand development",
      "Social media marketing",
      "E-commerce platforms",
      "Intellectual property",
      "Raising finance"
    ],
    experience: [
      {
        company_name: "Kindred Skincare Ltd",
        practice: "Founder and Chief Executive",
        start_date: "2017-09-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "Marlow & Finch Cosmetics",
        practice: "Product Development Executive",
        start_date: "2010-07-01",
        finish_date: "2017-08-31",
        current: false
      }
    ],
    service_connection: "Family member (son, daughter, parent or sibling)",
    service_type: "Royal Navy",
    discover_type: "On LinkedIn",
    mentees_limit: 3,
    available: true
  },
  {
    first_name: "Mark",
    last_name: "Tennant",
    email: "mark.tennant@example.com",
    location: "Colchester, Essex",
    post_code: "CO11AB",
    contact_number: "7700900110",
    business_name: "Tennant Build & Civils Ltd",
    position_within_business: "Managing Director",
    linkedin: "https://www.linkedin.com/in/mark-tennant-xf110",
    birthday: "1972-03-11",
    professional_experience: "Mark served with the Parachute Regiment and then the Royal Engineers before retraining as a site manager. He set up Tennant Build & Civils in 2010, delivering groundworks and small commercial builds across East Anglia with a turnover above eight million pounds. He mentors Members in construction and the trades on tendering, subcontracting and keeping cash flowing on long projects.",
    sector: "Construction and Trades",
    specializations: ["Construction", "Property"],
    skills: [
      "Project management",
      "Tendering and bid writing",
      "Health and safety",
      "Contracts and terms of business",
      "Cash flow forecasting"
    ],
    experience: [
      {
        company_name: "Tennant Build & Civils Ltd",
        practice: "Founder and Managing Director",
        start_date: "2010-02-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "Eastway Construction",
        practice: "Site Manager",
        start_date: "2004-05-01",
        finish_date: "2010-01-31",
        current: false
      },
      {
        company_name: "British Army, Royal Engineers",
        practice: "Sergeant, Combat Engineer",
        start_date: "1990-08-01",
        finish_date: "2004-04-30",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "British Army",
    discover_type: "Through my own business network",
    mentees_limit: 3,
    available: true
  },
  {
    first_name: "Olumide",
    last_name: "Adeyemi",
    email: "olumide.adeyemi@example.com",
    location: "Swindon, Wiltshire",
    post_code: "SN11AB",
    contact_number: "7700900111",
    business_name: "Adeyemi People Consulting",
    position_within_business: "Principal Consultant",
    linkedin: "https://www.linkedin.com/in/olumide-adeyemi-xf111",
    birthday: "1977-10-15",
    professional_experience: "Olumide was a personnel and training officer in the Royal Air Force before becoming an HR director in the logistics industry. He now runs a consultancy that helps small firms hire, manage and keep good people, and coaches new leaders. Members value his straightforward advice on first hires, employment contracts and looking after their own wellbeing.",
    sector: "Consultancy and Business Support",
    specializations: ["Professional services", "Training and education", "Social enterprise"],
    skills: [
      "Employment law",
      "Recruitment",
      "Coaching and mentoring",
      "Managing change",
      "Wellbeing and resilience"
    ],
    experience: [
      {
        company_name: "Adeyemi People Consulting",
        practice: "Principal Consultant",
        start_date: "2019-04-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "Westcountry Distribution Ltd",
        practice: "HR Director",
        start_date: "2011-06-01",
        finish_date: "2019-03-31",
        current: false
      },
      {
        company_name: "Royal Air Force",
        practice: "Squadron Leader, Personnel and Training",
        start_date: "1999-09-01",
        finish_date: "2011-05-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Air Force",
    discover_type: "Through a search engine or the programme website",
    mentees_limit: 4,
    available: true
  },
  {
    first_name: "Claire",
    last_name: "Donnelly",
    email: "claire.donnelly@example.com",
    location: "Portsmouth, Hampshire",
    post_code: "PO12AB",
    contact_number: "7700900112",
    business_name: "Harbour Kitchen CIC",
    position_within_business: "Director",
    linkedin: "https://www.linkedin.com/in/claire-donnelly-xf112",
    birthday: "1983-08-27",
    professional_experience: "Claire was a Royal Navy logistics officer who set up Harbour Kitchen, a community interest company that trains veterans and young people for jobs in catering while running a busy waterfront caf\xE9. She has raised grant and social investment funding and built partnerships with councils and local employers. She is taking a short break from mentoring while she opens a second site.",
    sector: "Charity and Social Enterprise",
    specializations: ["Social enterprise", "Food and drink", "Hospitality"],
    skills: ["Raising finance", "Partnerships and joint ventures", "Public relations", "Budgeting"],
    experience: [
      {
        company_name: "Harbour Kitchen CIC",
        practice: "Founding Director",
        start_date: "2018-01-15",
        finish_date: null,
        current: true
      },
      {
        company_name: "Royal Navy",
        practice: "Lieutenant Commander, Logistics Officer",
        start_date: "2003-09-01",
        finish_date: "2017-12-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Navy",
    discover_type: "Recommended by another Business Captain",
    mentees_limit: 2,
    available: false
  }
];

// src/db/seed/demo-members-a.ts
var demoMembersA = [
  {
    first_name: "Liam",
    last_name: "Carter",
    email: "liam.carter@example.com",
    location: "Tidworth, Wiltshire",
    post_code: "SP97AB",
    contact_number: "7700900201",
    business_name: "Carter Fitness",
    position_within_business: "Owner and Personal Trainer",
    linkedin: "https://www.linkedin.com/in/liam-carter-xf201",
    birthday: "1994-08-12",
    professional_experience: "Liam served eight years in the Royal Artillery and qualified as a physical training instructor. Since leaving he has built a client base for outdoor bootcamps and one-to-one training around Salisbury Plain. He is using his Start Up Loan to buy a van and kit for a mobile gym.",
    sector: "Sport, Fitness and Wellbeing",
    skills: ["Team leadership", "Social media marketing", "Health and safety", "Customer retention"],
    experience: [
      {
        company_name: "British Army, Royal Artillery",
        practice: "Bombardier, Physical Training Instructor",
        start_date: "2016-01-11",
        finish_date: "2024-03-31",
        current: false
      }
    ],
    service_connection: "Service leaver (in resettlement)",
    service_type: "British Army",
    service: 1,
    business_type: "trading",
    business_description: "A mobile gym that brings equipment and qualified coaching to customers\u2019 homes, workplaces and village halls across Wiltshire, with small-group outdoor bootcamps at weekends.",
    loan_amount: 8e3,
    business_status: "Sole Trader",
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Start Up Loan business planning sessions",
      course_from: "2026-01-12",
      course_to: "2026-02-09"
    }
  },
  {
    first_name: "Chloe",
    last_name: "Evans",
    email: "chloe.evans@example.com",
    location: "Swansea, West Glamorgan",
    post_code: "SA11AB",
    contact_number: "7700900202",
    business_name: "Cake & Compass",
    position_within_business: "Founder",
    linkedin: "https://www.linkedin.com/in/chloe-evans-xf202",
    birthday: "1990-03-05",
    professional_experience: "Chloe worked in bank branch management for ten years, moving with her husband\u2019s postings. She started baking celebration cakes for friends on the patch and now takes regular commissions. She wants to turn it into a registered home bakery with a proper online ordering system.",
    sector: "Food and Drink",
    skills: ["Budgeting", "Social media marketing", "Pricing and margins"],
    experience: [
      {
        company_name: "Cambrian Building Society",
        practice: "Branch Manager",
        start_date: "2013-09-01",
        finish_date: "2023-07-31",
        current: false
      }
    ],
    service_connection: "Spouse or partner of someone serving",
    service_type: "Royal Navy",
    service: 8,
    business_type: "trading",
    business_description: "Made-to-order celebration and wedding cakes baked in a registered home kitchen, sold through Instagram and a simple order form, with a plan to add postal brownie boxes.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Military Spouses and Partners Enterprise Programme, spring cohort",
      course_from: "2026-03-02",
      course_to: "2026-04-27"
    }
  },
  {
    first_name: "Marcus",
    last_name: "Johnson",
    email: "marcus.johnson@example.com",
    location: "Nottingham, Nottinghamshire",
    post_code: "NG11AB",
    contact_number: "7700900203",
    business_name: "SkyLine Aerial Surveys Ltd",
    position_within_business: "Director",
    linkedin: "https://www.linkedin.com/in/marcus-johnson-xf203",
    birthday: "1985-12-19",
    professional_experience: "Marcus spent fourteen years in the Royal Air Force as an aircraft technician and later worked on unmanned systems. He holds a commercial drone operator licence and has started winning roof and site survey work from local builders. The loan will fund a thermal imaging drone and survey software.",
    sector: "Construction and Trades",
    skills: ["Data and analytics", "Business development", "Health and safety", "Pitching and presenting"],
    experience: [
      {
        company_name: "Royal Air Force",
        practice: "Corporal, Aircraft Technician",
        start_date: "2006-04-03",
        finish_date: "2020-05-31",
        current: false
      },
      {
        company_name: "Midlands Roofing Contractors",
        practice: "Surveyor",
        start_date: "2020-08-01",
        finish_date: "2025-10-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Air Force",
    service: 1,
    business_type: "trading",
    business_description: "Drone roof, building and site surveys with thermal imaging for builders, surveyors and housing associations in the East Midlands, delivered as a same-week report.",
    loan_amount: 15e3,
    business_status: "Limited Company",
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Start Up Loan business planning sessions",
      course_from: "2025-11-03",
      course_to: "2025-12-01"
    }
  },
  {
    first_name: "Zara",
    last_name: "Hussain",
    email: "zara.hussain@example.com",
    location: "Bradford, West Yorkshire",
    post_code: "BD11AB",
    contact_number: "7700900204",
    business_name: "Ledgerline Bookkeeping",
    position_within_business: "Owner",
    linkedin: "https://www.linkedin.com/in/zara-hussain-xf204",
    birthday: "1992-06-27",
    professional_experience: "Zara is an Army Reservist with the Adjutant General\u2019s Corps and a qualified bookkeeper. She works part time in a local accountancy firm and has six bookkeeping clients of her own. She wants to go full time and specialise in tradespeople and veteran-owned businesses.",
    sector: "Financial and Professional Services",
    skills: ["Bookkeeping", "Tax and VAT", "Financial reporting", "Automation and productivity tools"],
    experience: [
      {
        company_name: "Army Reserve, Adjutant General\u2019s Corps",
        practice: "Lance Corporal, Finance and Administration",
        start_date: "2017-05-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "Aire Valley Accountants",
        practice: "Bookkeeper (part time)",
        start_date: "2019-02-01",
        finish_date: null,
        current: true
      }
    ],
    service_connection: "Reservist",
    service_type: "Army Reserve",
    service: 9,
    business_type: "trading",
    business_description: "Cloud bookkeeping, VAT returns and Making Tax Digital support for sole traders and small trade businesses, priced as a fixed monthly package.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Reservists in Business Workshop",
      course_from: "2026-02-07",
      course_to: "2026-02-08"
    }
  },
  {
    first_name: "Connor",
    last_name: "Walsh",
    email: "connor.walsh@example.com",
    location: "Glasgow, Lanarkshire",
    post_code: "G21AB",
    contact_number: "7700900205",
    business_name: "Walsh Electrical Services",
    position_within_business: "Owner",
    linkedin: "https://www.linkedin.com/in/connor-walsh-xf205",
    birthday: "1989-01-30",
    professional_experience: "Connor served as a marine engineering technician in the Royal Navy and completed his electrical qualifications during resettlement. He now works as a self-employed electrician, mainly as a subcontractor. He wants to win his own domestic and landlord customers and take on an apprentice.",
    sector: "Construction and Trades",
    skills: ["Health and safety", "Pricing and margins", "Customer retention"],
    experience: [
      {
        company_name: "Royal Navy",
        practice: "Leading Engineering Technician (Marine Engineering)",
        start_date: "2008-09-01",
        finish_date: "2021-09-30",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Navy",
    service: 3,
    business_type: "trading",
    business_description: "Domestic electrical installation, fault finding, EV charger fitting and landlord electrical safety certificates across Glasgow and the west of Scotland.",
    loan_amount: null,
    business_status: null,
    referred_text: "Referred by the veterans\u2019 employment adviser at Glasgow City Council",
    discover_type: null,
    course: {
      course_name: "Partner referral: introduction to self-employment",
      course_from: "2026-01-20",
      course_to: "2026-01-22"
    }
  },
  {
    first_name: "Emily",
    last_name: "Thornton",
    email: "emily.thornton@example.com",
    location: "York, North Yorkshire",
    post_code: "YO17AB",
    contact_number: "7700900206",
    business_name: "Little Acorns Forest School",
    position_within_business: "Founder",
    linkedin: "https://www.linkedin.com/in/emily-thornton-xf206",
    birthday: "1991-10-08",
    professional_experience: "Emily is a qualified primary teacher and Forest School leader whose partner serves with the Royal Dragoon Guards. Frequent moves have made it hard to hold a teaching post, so she wants a business she can take with her. She has run two free taster sessions and has a waiting list of interested parents.",
    sector: "Education and Training",
    skills: ["Business planning", "Health and safety", "Market research"],
    experience: [
      {
        company_name: "Fulford Primary School",
        practice: "Class Teacher",
        start_date: "2014-09-01",
        finish_date: "2024-07-19",
        current: false
      }
    ],
    service_connection: "Spouse or partner of someone serving",
    service_type: "British Army",
    service: 11,
    business_type: "idea",
    business_description: "Outdoor learning sessions for pre-school and primary-age children in local woodland, with holiday clubs and home-education groups, designed to be portable to the next posting.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: "I want help to test and start my business idea",
    course: null
  },
  {
    first_name: "Kwame",
    last_name: "Asante",
    email: "kwame.asante@example.com",
    location: "Reading, Berkshire",
    post_code: "RG11AB",
    contact_number: "7700900207",
    business_name: "Bastion Cyber Ltd",
    position_within_business: "Founder and Director",
    linkedin: "https://www.linkedin.com/in/kwame-asante-xf207",
    birthday: "1987-04-14",
    professional_experience: "Kwame spent twelve years in the Royal Air Force, latterly as a cyber defence specialist. He left in 2025 and now provides security assessments and Cyber Essentials certification support to small businesses. He has four retained clients and wants to build a repeatable sales process before hiring.",
    sector: "Information Technology and Software",
    skills: [
      "Cyber security",
      "GDPR and data protection",
      "Sales pipeline management",
      "Pitching and presenting"
    ],
    experience: [
      {
        company_name: "Royal Air Force",
        practice: "Sergeant, Cyberspace Communications Specialist",
        start_date: "2013-02-04",
        finish_date: "2025-02-28",
        current: false
      }
    ],
    service_connection: "Service leaver (in resettlement)",
    service_type: "Royal Air Force",
    service: 5,
    business_type: "trading",
    business_description: "Cyber security health checks, Cyber Essentials preparation and staff awareness training for small and medium-sized businesses, sold as fixed-price packages and annual retainers.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Business Accelerator Programme, cohort 9",
      course_from: "2026-04-13",
      course_to: "2026-07-06"
    }
  },
  {
    first_name: "Rebecca",
    last_name: "Hughes",
    email: "rebecca.hughes@example.com",
    location: "Lincoln, Lincolnshire",
    post_code: "LN11AB",
    contact_number: "7700900208",
    business_name: "Second Watch Furniture",
    position_within_business: "Owner",
    linkedin: "https://www.linkedin.com/in/rebecca-hughes-xf208",
    birthday: "1983-02-22",
    professional_experience: "Rebecca served as an RAF air traffic controller and then worked in retail management. She restores and upcycles vintage furniture in a rented workshop and sells through online marketplaces and local fairs. The Start Up Loan will pay for tools, a spray booth and her first stock.",
    sector: "Retail and E-commerce",
    skills: ["E-commerce platforms", "Pricing and margins", "Brand development", "Budgeting"],
    experience: [
      {
        company_name: "Royal Air Force",
        practice: "Sergeant, Air Traffic Controller",
        start_date: "2002-06-01",
        finish_date: "2014-06-30",
        current: false
      },
      {
        company_name: "Lindum Home Stores",
        practice: "Store Manager",
        start_date: "2014-09-01",
        finish_date: "2025-09-30",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Air Force",
    service: 1,
    business_type: "trading",
    business_description: "Restored and upcycled vintage furniture sold online and at fairs, plus a commission service for customers who want their own pieces refinished.",
    loan_amount: 5e3,
    business_status: "Sole Trader",
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Start Up Loan business planning sessions",
      course_from: "2026-02-16",
      course_to: "2026-03-16"
    }
  }
];

// src/db/seed/demo-members-b.ts
var demoMembersB = [
  {
    first_name: "Ryan",
    last_name: "O'Neill",
    email: "ryan.oneill@example.com",
    location: "Newcastle upon Tyne, Tyne and Wear",
    post_code: "NE14AB",
    contact_number: "7700900209",
    business_name: "Tyne Removals",
    position_within_business: "Owner and Driver",
    linkedin: "https://www.linkedin.com/in/ryan-oneill-xf209",
    birthday: "1993-07-03",
    professional_experience: "Ryan served six years as a driver with the Royal Logistic Corps and holds a Category C licence. He bought a Luton van after leaving and now does house moves and business relocations across the North East. He needs help with pricing, insurance and getting repeat work from letting agents.",
    sector: "Logistics and Transport",
    skills: ["Customer retention", "Pricing and margins", "Business development"],
    experience: [
      {
        company_name: "British Army, Royal Logistic Corps",
        practice: "Lance Corporal, Driver",
        start_date: "2015-03-02",
        finish_date: "2021-03-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "British Army",
    service: 2,
    business_type: "trading",
    business_description: "House removals, single-item deliveries and office relocations across Tyneside and Northumberland, with packing materials and short-term storage as add-ons.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Three-day Enterprise Bootcamp, Newcastle",
      course_from: "2026-03-10",
      course_to: "2026-03-12"
    }
  },
  {
    first_name: "Sophie",
    last_name: "Lambert",
    email: "sophie.lambert@example.com",
    location: "Exeter, Devon",
    post_code: "EX11AB",
    contact_number: "7700900210",
    business_name: "Anchor VA Services",
    position_within_business: "Founder",
    linkedin: "https://www.linkedin.com/in/sophie-lambert-xf210",
    birthday: "1989-09-17",
    professional_experience: "Sophie was an executive assistant in a law firm before her husband joined 40 Commando and the family moved to Devon. She now works remotely as a virtual assistant for three small business owners. She wants to build a small team of other military spouses who can work flexibly from wherever they are posted.",
    sector: "Consultancy and Business Support",
    skills: ["Automation and productivity tools", "Email marketing", "Contracts and terms of business"],
    experience: [
      {
        company_name: "Greaves Hartley Solicitors",
        practice: "Executive Assistant",
        start_date: "2011-10-01",
        finish_date: "2022-08-31",
        current: false
      }
    ],
    service_connection: "Spouse or partner of someone serving",
    service_type: "Royal Marines",
    service: 4,
    business_type: "trading",
    business_description: "Remote administrative, diary, inbox and bookkeeping support for busy business owners, delivered by a network of military spouses working flexibly.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Online Business Start-Up Course",
      course_from: "2026-01-05",
      course_to: "2026-03-30"
    }
  },
  {
    first_name: "Jamal",
    last_name: "Ali",
    email: "jamal.ali@example.com",
    location: "Sheffield, South Yorkshire",
    post_code: "S11AB",
    contact_number: "7700900211",
    business_name: "Steel City Security",
    position_within_business: "Founder",
    linkedin: "https://www.linkedin.com/in/jamal-ali-xf211",
    birthday: "1990-11-25",
    professional_experience: "Jamal is leaving the Yorkshire Regiment after eleven years, including tours as a section commander. He is completing his door supervisor and close protection licences through resettlement. He plans to provide event and venue security in South Yorkshire, employing other veterans.",
    sector: "Security and Defence",
    skills: ["Team leadership", "Recruitment", "Health and safety"],
    experience: [
      {
        company_name: "British Army, Yorkshire Regiment",
        practice: "Corporal, Section Commander",
        start_date: "2015-06-01",
        finish_date: null,
        current: true
      }
    ],
    service_connection: "Service leaver (in resettlement)",
    service_type: "British Army",
    service: 7,
    business_type: "idea",
    business_description: "Licensed event, venue and retail security staff for South Yorkshire, recruiting and training veterans, with a focus on music venues and sports grounds.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Resettlement Enterprise Course, Catterick",
      course_from: "2026-05-11",
      course_to: "2026-05-15"
    }
  },
  {
    first_name: "Megan",
    last_name: "Price",
    email: "megan.price@example.com",
    location: "Hereford, Herefordshire",
    post_code: "HR11AB",
    contact_number: "7700900212",
    business_name: "Wye Valley Home Care Ltd",
    position_within_business: "Managing Director",
    linkedin: "https://www.linkedin.com/in/megan-price-xf212",
    birthday: "1981-05-09",
    professional_experience: "Megan is a registered nurse who served in Queen Alexandra\u2019s Royal Army Nursing Corps before working in community nursing. She has registered a home care agency and is going through regulatory registration. The loan covers registration costs, training and the first months of care staff wages.",
    sector: "Health and Social Care",
    skills: ["Recruitment", "Licensing and regulation", "Quality management", "Cash flow forecasting"],
    experience: [
      {
        company_name: "British Army, Queen Alexandra\u2019s Royal Army Nursing Corps",
        practice: "Captain, Nursing Officer",
        start_date: "2004-09-01",
        finish_date: "2016-08-31",
        current: false
      },
      {
        company_name: "Herefordshire Community Health",
        practice: "District Nursing Sister",
        start_date: "2016-11-01",
        finish_date: "2025-12-31",
        current: false
      }
    ],
    service_connection: "Veteran",
    service_type: "British Army",
    service: 1,
    business_type: "idea",
    business_description: "Domiciliary care for older and disabled people in rural Herefordshire, led by nurses, with longer visits and consistent carers as the main difference from larger agencies.",
    loan_amount: 12e3,
    business_status: "Limited Company",
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Start Up Loan business planning sessions",
      course_from: "2026-04-06",
      course_to: "2026-05-04"
    }
  },
  {
    first_name: "David",
    last_name: "Kowalski",
    email: "david.kowalski@example.com",
    location: "Norwich, Norfolk",
    post_code: "NR11AB",
    contact_number: "7700900213",
    business_name: "Broadland Brewing Co",
    position_within_business: "Co-owner and Head Brewer",
    linkedin: "https://www.linkedin.com/in/david-kowalski-xf213",
    birthday: "1978-12-01",
    professional_experience: "David served 22 years in the Royal Air Force as an engineer and started home brewing on deployment. With his wife he now runs a small brewery selling to pubs, farm shops and local festivals. They want to open a taproom and need to understand whether the numbers stack up.",
    sector: "Food and Drink",
    skills: [
      "Supply chain management",
      "Licensing and regulation",
      "Key account management",
      "Growth strategy"
    ],
    experience: [
      {
        company_name: "Royal Air Force",
        practice: "Chief Technician, Mechanical Engineer",
        start_date: "1997-03-03",
        finish_date: "2019-03-31",
        current: false
      },
      {
        company_name: "Broadland Brewing Co",
        practice: "Co-owner and Head Brewer",
        start_date: "2021-05-01",
        finish_date: null,
        current: true
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Air Force",
    service: 11,
    business_type: "trading",
    business_description: "A five-barrel craft brewery producing cask and bottled ales for Norfolk pubs, farm shops and festivals, planning to add a taproom and brewery tours.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: "I want help to grow a business that is already trading",
    course: null
  },
  {
    first_name: "Hannah",
    last_name: "Osei",
    email: "hannah.osei@example.com",
    location: "Cambridge, Cambridgeshire",
    post_code: "CB11AB",
    contact_number: "7700900214",
    business_name: "Brightpath Tutors",
    position_within_business: "Founder",
    linkedin: "https://www.linkedin.com/in/hannah-osei-xf214",
    birthday: "1997-02-11",
    professional_experience: "Hannah grew up in a forces family, her father served in the Royal Engineers, and she changed school six times. After a maths degree she started tutoring online and now has twenty regular students. She wants to build a platform that matches forces children with tutors who understand moving schools.",
    sector: "Education and Training",
    skills: ["Website development", "Social media marketing", "Market research", "Content marketing"],
    experience: [
      {
        company_name: "Brightpath Tutors",
        practice: "Founder and Maths Tutor",
        start_date: "2022-09-01",
        finish_date: null,
        current: true
      }
    ],
    service_connection: "Family member (son, daughter, parent or sibling)",
    service_type: "British Army",
    service: 12,
    business_type: "trading",
    business_description: "Online GCSE and A-level tutoring for children in forces families, with tutors trained to help pupils catch up after a change of school or curriculum.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: null,
    course: {
      course_name: "Digital Skills for Business Course",
      course_from: "2026-02-02",
      course_to: "2026-03-09"
    }
  },
  {
    first_name: "Callum",
    last_name: "Fraser",
    email: "callum.fraser@example.com",
    location: "Edinburgh, Midlothian",
    post_code: "EH11AB",
    contact_number: "7700900215",
    business_name: "Fraser Grounds Maintenance Ltd",
    position_within_business: "Director",
    linkedin: "https://www.linkedin.com/in/callum-fraser-xf215",
    birthday: "1984-04-02",
    professional_experience: "Callum serves in the Royal Naval Reserve and has run a grounds maintenance business for seven years. He has three staff and contracts with housing associations and business parks. He wants to grow into commercial facilities work without losing control of quality or cash flow.",
    sector: "Cleaning and Facilities Management",
    skills: [
      "Tendering and bid writing",
      "Team leadership",
      "Cash flow forecasting",
      "Key account management"
    ],
    experience: [
      {
        company_name: "Fraser Grounds Maintenance Ltd",
        practice: "Founder and Director",
        start_date: "2019-03-01",
        finish_date: null,
        current: true
      },
      {
        company_name: "Royal Naval Reserve",
        practice: "Able Seaman, Seamanship Specialist",
        start_date: "2014-10-01",
        finish_date: null,
        current: true
      }
    ],
    service_connection: "Reservist",
    service_type: "Maritime Reserves (Royal Naval Reserve or Royal Marines Reserve)",
    service: 6,
    business_type: "trading",
    business_description: "Grounds maintenance, winter gritting and soft facilities services for housing associations, schools and business parks across Edinburgh and the Lothians.",
    loan_amount: null,
    business_status: null,
    referred_text: null,
    discover_type: null,
    course: { course_name: "Business Growth Programme", course_from: "2026-01-15", course_to: "2026-06-18" }
  },
  {
    first_name: "Natalie",
    last_name: "Brooks",
    email: "natalie.brooks@example.com",
    location: "Chester, Cheshire",
    post_code: "CH11AB",
    contact_number: "7700900216",
    business_name: "Brooks Events & Weddings",
    position_within_business: "Founder",
    linkedin: "https://www.linkedin.com/in/natalie-brooks-xf216",
    birthday: "1986-08-20",
    professional_experience: "Natalie served nine years in the Royal Navy as a logistics supply chain specialist, organising everything from ship visits to mess dinners. She has planned weddings for friends and colleagues and now wants to do it professionally. She has a business name and a portfolio but no paying clients yet.",
    sector: "Events and Entertainment",
    skills: ["Project management", "Negotiation", "Budgeting", "Brand development"],
    experience: [
      {
        company_name: "Royal Navy",
        practice: "Leading Writer, Logistics Supply Chain",
        start_date: "2007-01-08",
        finish_date: "2016-01-31",
        current: false
      },
      {
        company_name: "Deva Conference Centre",
        practice: "Events Coordinator",
        start_date: "2016-04-01",
        finish_date: null,
        current: true
      }
    ],
    service_connection: "Veteran",
    service_type: "Royal Navy",
    service: 3,
    business_type: "idea",
    business_description: "Wedding and private event planning for couples in Cheshire and North Wales, including military weddings with mess and chapel arrangements, offered as full or on-the-day packages.",
    loan_amount: null,
    business_status: null,
    referred_text: "Referred by a regional veterans\u2019 enterprise network",
    discover_type: null,
    course: {
      course_name: "Partner referral: introduction to self-employment",
      course_from: "2026-04-21",
      course_to: "2026-04-23"
    }
  }
];

// src/db/seed/demo-people.ts
var demoCaptains = [...demoCaptainsA, ...demoCaptainsB];
var demoMembers = [...demoMembersA, ...demoMembersB];

// src/db/seed/demo-profiles.ts
import { eq } from "drizzle-orm";
var IDEA_FROM_DESCRIPTION = (m) => ({
  businessIdea: m.business_description,
  whatNeedDoesItMeet: `Customers near ${m.location.split(",")[0]} who want a service they can trust.`,
  whoWillBeYourCustomers: "Local households and small businesses first, then regional contracts.",
  usp: "Run by a veteran: reliable, disciplined and community-minded.",
  competitors: "A few established local firms and national online services.",
  whatWillYouCharge: "Competitive market rates, with packages for repeat customers.",
  advertise: "Word of mouth, social media, and armed-forces community networks.",
  whereWillYouSell: "Online and in person across the local area."
});
async function seedDemoProfiles(db, people) {
  const byName = async (rows) => new Map((await rows).map((r) => [r.name.toLowerCase(), r.id]));
  const [sectors, skills2, specs, connections, types, discover] = await Promise.all([
    byName(db.select().from(businessSectors)),
    byName(db.select().from(skills)),
    byName(db.select().from(businessSpecializations)),
    byName(db.select().from(serviceConnections)),
    byName(db.select().from(serviceTypes)),
    byName(db.select().from(discoverTypes))
  ]);
  const id = (map, name) => name ? map.get(name.toLowerCase()) : void 0;
  const ids = (map, names) => [
    ...new Set(names.map((n) => id(map, n)).filter((x) => x !== void 0))
  ];
  const questions = await db.select({ id: assessQuestions.id }).from(assessQuestions);
  const experience = (userId, items) => items.map((e) => ({
    userId,
    companyName: e.company_name,
    practice: e.practice,
    startDate: e.start_date,
    finishDate: e.current ? null : e.finish_date,
    current: e.current
  }));
  for (const [index, p] of people.entries()) {
    const skillIds = ids(skills2, p.skills);
    if (skillIds.length)
      await db.insert(userSkills).values(skillIds.map((skillId) => ({ userId: p.id, skillId })));
    if (p.experience.length) await db.insert(experiences).values(experience(p.id, p.experience));
    const base = {
      userId: p.id,
      serviceConnectionId: id(connections, p.service_connection) ?? null,
      serviceTypeId: id(types, p.service_type) ?? null,
      discoverTypeId: id(discover, p.discover_type) ?? null
    };
    if ("specializations" in p) {
      const specIds = ids(specs, p.specializations);
      if (specIds.length)
        await db.insert(userSpecializations).values(specIds.map((specializationId) => ({ userId: p.id, specializationId })));
      await db.insert(surveys).values(base);
      continue;
    }
    await db.insert(surveys).values({
      ...base,
      serviceId: p.service,
      courseName: p.course?.course_name ?? null,
      courseFrom: p.course?.course_from ?? null,
      courseTo: p.course?.course_to ?? null,
      loanAmount: p.loan_amount,
      businessStatus: p.business_status,
      businessType: p.business_type,
      referredText: p.referred_text,
      businessDescription: p.business_description,
      ...IDEA_FROM_DESCRIPTION(p)
    });
    if (index % 3 !== 2) {
      await db.insert(assessmentAnswers).values(
        questions.map((q, qi) => ({
          userId: p.id,
          questionId: q.id,
          answer: (qi + index) % 3 + 1,
          explanation: ""
        }))
      );
    }
  }
  for (const p of people) {
    const sectorId = id(sectors, p.sector);
    if (sectorId) await db.update(users).set({ businessSectorId: sectorId }).where(eq(users.id, p.id));
  }
}

// src/db/seed/demo-workspace.ts
var DAY = 24 * 60 * 6e4;
var at = (days, hour = 17) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
var PLAN = [
  {
    name: "Business plan and numbers",
    deadline: -40,
    notes: "Get the plan to a state a lender would read.",
    tasks: [
      ["Write a one-page business plan", true, true],
      ["Draft a 12-month [cash flow forecast](https://www.gov.uk/write-business-plan)", true, true],
      ["Price the menu with margins for each drink", true, null]
    ]
  },
  {
    name: "Pitch and premises",
    deadline: -5,
    notes: "Harbourside market pitch or the station forecourt: compare footfall and rent.",
    tasks: [
      ["Visit both pitches at the morning rush", true, null],
      ["Ask the council about a street trading licence", false, null],
      ["Get a quote for van insurance", false, null]
    ]
  },
  {
    name: "Launch week",
    deadline: 21,
    tasks: [
      ["Order the first stock", false, null],
      ["Post opening offers on social media", false, null],
      ["Invite the Royal Navy association branch", false, null]
    ]
  }
];
var TEMPLATE = [
  {
    name: "First month: foundations",
    deadline: 30,
    tasks: [
      ["Agree how often we meet", false, null],
      ["Write down three goals for the year", false, null]
    ]
  },
  {
    name: "Money basics",
    deadline: 60,
    tasks: [
      ["Open a business bank account", false, null],
      ["Set up [bookkeeping](https://www.gov.uk/self-employed-records)", false, null]
    ]
  }
];
async function seedDemoWorkspace(db, ids) {
  const [request] = await db.insert(mentoringRequests).values({ menteeId: ids.member, mentorId: ids.captain, status: "accepted", createdAt: at(-62) }).returning();
  const [mentoring] = await db.insert(mentorings).values({
    mentorId: ids.captain,
    menteeId: ids.member,
    requestId: request.id,
    mentoringName: "Harbourside Coffee Co. with James Whitfield",
    createdAt: at(-60)
  }).returning();
  const [template] = await db.insert(templates).values({ mentorId: ids.captain, templateName: "New founder: first 60 days", createdAt: at(-90) }).returning();
  async function addPlan(owner, items) {
    for (const item of items) {
      const done = item.tasks.every(([, mentee, mentor]) => mentor ?? mentee);
      const [m] = await db.insert(milestones).values({
        ...owner,
        milestoneName: item.name,
        deadline: at(item.deadline),
        notes: item.notes ?? null,
        completedAt: done && "mentoringId" in owner ? at(item.deadline - 3) : null
      }).returning();
      await db.insert(tasks).values(
        item.tasks.map(([title, menteeDone, mentorDone], position) => ({
          milestoneId: m.id,
          title,
          position,
          menteeDone,
          mentorDone
        }))
      );
    }
  }
  await addPlan({ mentoringId: mentoring.id }, PLAN);
  await addPlan({ templateId: template.id }, TEMPLATE);
  const story = [
    [
      -60,
      ids.captain,
      null,
      "Welcome aboard, Sarah! I have put a first plan together: have a look and tell me what is missing."
    ],
    [
      -59,
      ids.member,
      null,
      "Thanks James, this is exactly what I needed. I will start on the forecast this week."
    ],
    [-45, null, ids.member, "Task \u201CDraft a 12-month cash flow forecast\u201D is done."],
    [-43, null, ids.captain, "Milestone \u201CBusiness plan and numbers\u201D is complete."],
    [
      -20,
      ids.captain,
      null,
      "Great work on the numbers. Next: the pitch. Go and count customers at 8am at both sites."
    ],
    [
      -3,
      ids.member,
      null,
      "Counted 140 people an hour at the harbour and 90 at the station. Harbour it is, I think!"
    ],
    [-1, ids.captain, null, "Agreed. Chase the council about the licence this week: it is the long pole."]
  ];
  const comments = await db.insert(feedComments).values(
    story.map(([days, ownerId, actorId, body]) => ({
      mentoringId: mentoring.id,
      ownerId,
      actorId,
      body,
      createdAt: at(days, 9)
    }))
  ).returning();
  const reads = comments.flatMap((c, i) => [
    ...c.ownerId !== ids.captain ? [{ commentId: c.id, userId: ids.captain }] : [],
    ...c.ownerId !== ids.member && i < comments.length - 1 ? [{ commentId: c.id, userId: ids.member }] : []
  ]);
  await db.insert(feedReads).values(reads);
}

// src/db/seed/demo-chat.ts
import { and, eq as eq2, sql } from "drizzle-orm";
var MINUTE = 6e4;
var ago = (minutes) => new Date(Date.now() - minutes * MINUTE);
var CAPTAIN_AND_MEMBER = [
  ["b", 60 * 24 * 9, "Hi James, thank you for taking me on. Is there a good time for a call this week?"],
  ["a", 60 * 24 * 9 - 40, "Hi Sarah, happy to help. Thursday at 10:00 works for me."],
  ["b", 60 * 24 * 9 - 35, "Perfect, Thursday it is."],
  [
    "a",
    60 * 24 * 6,
    "Good call today. Send me the cash flow forecast when it is ready and I will go through it."
  ],
  ["b", 60 * 24 * 4, "Here is the first draft: I have assumed 120 cups a day from month three."],
  ["a", 60 * 24 * 4 - 90, "The numbers look sensible. Check the van insurance quote again, it looks low."],
  ["b", 60 * 24 * 2, "You were right, the insurance is nearly double. Updated the forecast."],
  ["a", 60 * 24 * 2 - 20, "Good. Next step: the pitch for the harbour market licence."],
  ["b", 60 * 24, "Draft pitch is in the plan. Could you read it before Friday?"],
  ["a", 90, "Read it: strong opening. Lead with your Navy logistics experience, the council will like it."],
  ["a", 85, "And add the opening hours to the second page."]
];
var MEMBER_AND_OTHER_CAPTAIN = [
  [
    "a",
    60 * 24 * 3,
    "Hello Sarah, I saw your coffee business on the hub. Happy to share what I learned about markets."
  ],
  ["b", 60 * 24 * 3 - 120, "That would be great, thank you Lee."],
  ["a", 60 * 5, "The harbour market committee meets on the first Monday of the month, worth attending."]
];
var CAPTAIN_AND_OTHER_MEMBER = [
  ["b", 60 * 24 * 5, "Hello James, could I ask you about haulage contracts for a small bakery?"],
  ["a", 60 * 24 * 5 - 30, "Of course, what volumes are you looking at?"],
  ["b", 60 * 3, "About 200 trays a week across three towns."],
  ["b", 60 * 3 - 2, "Is it worth running our own van at that size?"]
];
async function conversation(db, kind, pairKey, memberIds) {
  const [c] = await db.insert(conversations).values({ kind, pairKey, createdAt: ago(60 * 24 * 10) }).returning();
  await db.insert(conversationMembers).values(memberIds.map((userId) => ({ conversationId: c.id, userId })));
  return c.id;
}
async function direct(db, a, b, lines, unreadFor) {
  const [low, high] = [a, b].sort((x, y) => x - y);
  const id = await conversation(db, "direct", `direct:${low}:${high}`, [a, b]);
  const rows = await db.insert(chatMessages).values(
    lines.map(([who, minutes, body]) => ({
      conversationId: id,
      senderId: who === "a" ? a : b,
      body,
      createdAt: ago(minutes)
    }))
  ).returning({ id: chatMessages.id });
  const ids = rows.map((r) => r.id).sort((x, y) => x - y);
  const markOf = (unread = 0) => ids[ids.length - 1 - unread] ?? 0;
  for (const [userId, unread] of [
    [a, unreadFor.a],
    [b, unreadFor.b]
  ])
    await db.update(conversationMembers).set({ lastReadMessageId: markOf(unread), mailedAt: /* @__PURE__ */ new Date() }).where(and(eq2(conversationMembers.conversationId, id), eq2(conversationMembers.userId, userId)));
  await db.update(conversations).set({ lastMessageAt: sql`(select max(created_at) from chat_messages where conversation_id = ${id})` }).where(eq2(conversations.id, id));
}
async function seedDemoChat(db, ids) {
  for (const person of [ids.captain, ids.member]) {
    const id = await conversation(db, "welcome", `welcome:${person.id}`, [person.id]);
    const [m] = await db.insert(chatMessages).values({
      conversationId: id,
      senderId: null,
      body: chatWelcomeText(person.firstName),
      createdAt: ago(60 * 24 * 10)
    }).returning();
    await db.update(conversationMembers).set({ lastReadMessageId: m.id }).where(eq2(conversationMembers.conversationId, id));
    await db.update(conversations).set({ lastMessageAt: m.createdAt }).where(eq2(conversations.id, id));
  }
  await direct(db, ids.captain.id, ids.member.id, CAPTAIN_AND_MEMBER, { b: 2 });
  await direct(db, ids.otherCaptain, ids.member.id, MEMBER_AND_OTHER_CAPTAIN, { b: 1 });
  await direct(db, ids.captain.id, ids.otherMember, CAPTAIN_AND_OTHER_MEMBER, { a: 2 });
}

// src/db/seed/demo-articles.ts
import { eq as eq4 } from "drizzle-orm";
import sharp2 from "sharp";

// src/db/seed/demo-articles-content-a.ts
var demoArticlesA = [
  {
    author: "mentor@example.com",
    title: "Test your idea before you spend your resettlement grant",
    category: "Starting Up",
    subCategory: "Testing your idea",
    tags: ["idea testing", "first customers", "resettlement"],
    visibility: "1",
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
    `
  },
  {
    author: "sarah.okafor@example.com",
    title: "A one-page business plan a lender will actually read",
    category: "Starting Up",
    subCategory: "Writing a business plan",
    tags: ["business plan", "lenders", "Start Up Loans"],
    visibility: "2",
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
    `
  },
  {
    author: "priya.raman@example.com",
    title: "Sole trader or limited company? An honest comparison",
    category: "Starting Up",
    subCategory: "Choosing a legal structure",
    tags: ["sole trader", "limited company", "tax"],
    visibility: "1",
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
      - The company pays Corporation Tax: 19% on profits up to \xA350,000, 25% above \xA3250,000, with marginal relief in between.
      - You take a salary and dividends, each with its own tax rules.
      - Liability is limited to the company's assets, although lenders and landlords will often ask for a personal guarantee.
      - More admin: annual accounts, a confirmation statement and a Corporation Tax return every year.

      ## A rule of thumb
      If your profits will be modest in the first year, you work alone and your risks are insured, starting as a sole trader keeps life simple. If you will sign contracts with real liability, employ people, bring in a partner or investor, or expect profits well into the higher-rate band, a company usually makes sense.

      > "Choose the structure for the business you will have in two years, not for the tax saving in your first month."

      Whatever you choose, open a separate business bank account from day one, and talk it through with an accountant before you register.
    `
  },
  {
    author: "mentor@example.com",
    title: "Registering your business: a first-month checklist",
    category: "Starting Up",
    subCategory: "Registering your business",
    tags: ["registration", "HMRC", "Companies House"],
    visibility: "1",
    status: "pending",
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
      - The VAT threshold: **\xA390,000** of taxable turnover in any rolling twelve months.
      - Your first Self Assessment or Corporation Tax deadline, written in your diary now.
      - Business rates, if you take premises: small business rate relief may bring the bill down to nothing.

      > "Nine out of ten problems I see in year one are a missed date, not a bad idea."

      Put all of it on one sheet with the date done beside each line, and bring it to your next mentoring session.
    `
  },
  {
    author: "mentor@example.com",
    title: "Mobile coffee: licences, pitches and the numbers to check",
    category: "Starting Up",
    subCategory: "Testing your idea",
    tags: ["mobile catering", "street trading", "cash flow"],
    visibility: "0",
    assignedMembers: ["mentee@example.com"],
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
    `
  },
  {
    author: "helen.brennan@example.com",
    title: "Start Up Loans explained: up to \xA325,000 at 6% fixed",
    category: "Finance and Funding",
    subCategory: "Start Up Loans",
    tags: ["Start Up Loans", "borrowing", "mentoring"],
    visibility: "1",
    daysAgo: 105,
    body: `
      My first caf\xE9 in Belfast opened on a government-backed Start Up Loan, and I still recommend the scheme to most of the Members I mentor. It is not free money, but it is one of the fairest ways to borrow when you have no trading history.

      ## How it works
      - A **personal loan for business purposes** of \xA3500 to \xA325,000 per person, from the [Start Up Loans Company](https://www.startuploans.co.uk/), part of the [British Business Bank](https://www.british-business-bank.co.uk/).
      - A fixed interest rate of **6% a year**, repaid over one to five years, with no application or early repayment fees.
      - Up to four partners in one business can each apply, so a business can borrow up to \xA3100,000.
      - Twelve months of free mentoring comes with every loan.

      ## Who can apply
      You must be 18 or over, live in the UK, and be starting a business or have been trading for less than 36 months. Because it is a personal loan, your credit history is checked, and you must repay it even if the business fails.

      ## What you need
      A business plan, a cash flow forecast and a personal survival budget that shows you can live while the business grows. The assessors want realistic sales, your own drawings and a contingency.

      > "Borrow for the things that earn money, such as equipment, stock or a deposit, not to cover losses you have not made yet."

      ## My advice
      Borrow the amount your forecast needs, not the maximum. On \xA310,000 over five years the repayment is about \xA3193 a month: make sure that figure sits comfortably in your forecast from the very first month. Your Business Captain will happily read your application before you submit it.
    `
  },
  {
    author: "priya.raman@example.com",
    title: "Cash flow is oxygen: a 13-week forecast in one afternoon",
    category: "Finance and Funding",
    subCategory: "Cash flow",
    tags: ["cash flow", "forecasting", "late payment"],
    visibility: "1",
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
    `
  },
  {
    author: "priya.raman@example.com",
    title: "VAT at \xA390,000: when to register, and when to volunteer",
    category: "Finance and Funding",
    subCategory: "Tax and VAT",
    tags: ["VAT", "HMRC", "Making Tax Digital"],
    visibility: "2",
    daysAgo: 46,
    body: `
      VAT is where many growing businesses get their first nasty surprise from HMRC. The rules are not complicated, but the threshold test is easy to misread.

      ## When you must register
      You must register when your VAT-taxable turnover for **any rolling twelve months** goes over \xA390,000, not only at the end of the tax year. You then have 30 days from the end of that month to [register](https://www.gov.uk/vat-registration), and you charge VAT from the effective date. You must also register straight away if you expect to go over the threshold in the next 30 days alone.

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
    `
  },
  {
    author: "claire.donnelly@example.com",
    title: "Grants, angels and SEIS: funding beyond the loan",
    category: "Finance and Funding",
    subCategory: "Grants and investment",
    tags: ["grants", "investment", "SEIS", "social enterprise"],
    visibility: "1",
    daysAgo: 27,
    body: `
      When we set up Harbour Kitchen I spent months chasing grants that did not fit us. Here is what I wish someone had told me about money that is not a loan.

      ## Grants
      Grants almost never pay for a new business to start trading. They fund a specific outcome, such as training veterans, cutting carbon or creating jobs in a particular area, and they usually pay in arrears. Start with your local Growth Hub and council, then the [business finance and support finder](https://www.gov.uk/business-finance-support) on gov.uk. Social enterprises and community interest companies should also look at armed forces charities and the Armed Forces Covenant Fund Trust, which fund projects that support the forces community.

      ## Equity investment
      Angel investors and funds buy a share of your company for cash and, often, experience. They want a business that can grow many times over: a lifestyle business or a trade will rarely suit them. If you do raise, the tax reliefs make you more attractive:
      - **SEIS**: a young company can raise up to \xA3250,000, and its investors get 50% Income Tax relief.
      - **EIS**: for larger rounds, with 30% relief for investors.
      - Ask HMRC for advance assurance before you approach anyone.

      ## Other routes
      - The [British Business Bank](https://www.british-business-bank.co.uk/) lists finance partners by region and type.
      - Community shares and crowdfunding work well when your customers believe in the mission.

      > "Every pound of funding comes with strings. Read them before you celebrate."

      Whichever route you take, your Business Captain can help you tell money that fits from money that distracts.
    `
  },
  {
    author: "mentor@example.com",
    title: "For captains: how I review a Member's cash flow forecast",
    category: "Finance and Funding",
    subCategory: "Cash flow",
    tags: ["mentoring", "cash flow", "for captains"],
    visibility: "3",
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
    `
  }
];

// src/db/seed/demo-articles-content-b.ts
var COST_PER_MILE = `
  When I started Whitfield Logistics I priced jobs by asking what the other firms charged and knocking a bit off. Within six months I was busy, tired and losing money on a third of my runs. The fix was knowing my cost per mile.

  ## Work out your real cost
  Add up everything the vehicle costs you in a year and divide by the miles it does.
  - **Fixed costs**: finance or depreciation, insurance, the operator's licence, vehicle excise duty and maintenance contracts.
  - **Running costs**: fuel, tyres, servicing, repairs, tolls and parking.
  - **People**: the driver's wages, employer's National Insurance and pension, including your own pay if you drive.
  - **Overheads**: your share of the yard, the office, software and the accountant.

  For a 7.5-tonne lorry doing 40,000 miles a year, it is common to find a total well over \xA31 a mile once everything is in.

  ## Price every job properly
  1. Count the empty miles back, not only the loaded ones.
  2. Charge waiting time at an hourly rate.
  3. Add your margin: aim for 15% or more on top of cost.

  > "Busy is not the same as profitable. Some of the best decisions I made were the jobs I turned down."

  ## Review every quarter
  Fuel and wages move, and your rates must move with them. Put a review date in the diary, and explain increases to customers early and plainly. Most of them will respect it.
`;
var demoArticlesB = [
  {
    author: "mark.tennant@example.com",
    title: "Using your resettlement to start a business",
    category: "From Service to Business",
    subCategory: "Resettlement and transition",
    tags: ["resettlement", "CTP", "ELC", "training"],
    visibility: "1",
    daysAgo: 118,
    body: `
      I left the Army with a site manager's qualification paid for largely through resettlement, and I still meet service leavers who did not know what they were entitled to until it was too late. If you want to run your own business, plan your resettlement around it, ideally two years before you leave.

      ## What you may be entitled to
      It depends on your length of service, so check your own entitlement with your unit resettlement staff.
      - **The [Career Transition Partnership](https://www.ctp.org.uk/)** (CTP): workshops, advisers and job-finding support. Its self-employment and business start-up sessions are worth booking early.
      - **Graduated resettlement time**: working days away from duties for resettlement, up to 35 days for the longest-serving.
      - **The Individual Resettlement Training Costs grant** (IRTC): \xA3534 towards an approved course.
      - **[Enhanced Learning Credits](https://www.enhancedlearningcredits.com/)** (ELC): up to \xA32,000 a year, in three separate years, towards higher-level qualifications, if you registered for the scheme and have the qualifying service.

      ## Point it at the business
      - Qualifications your customers will ask for: trade tickets, SIA licences, food hygiene, accountancy and management.
      - Time to test the idea while you still have a salary.
      - A work placement with a business like the one you want to run.

      > "Resettlement is the best-funded research and development budget you will ever have. Spend it like one."

      ## After you leave
      Support does not stop at the gate. The [Armed Forces Covenant](https://www.armedforcescovenant.gov.uk/) commits many employers, councils and lenders to fair treatment of veterans, and your Business Captain on this Hub can help you turn the plan into a first year of trading.
    `
  },
  {
    author: "tom.ashworth@example.com",
    title: "Translating military skills for customers who never served",
    category: "From Service to Business",
    subCategory: "Translating military skills",
    tags: ["military skills", "communication", "selling yourself"],
    visibility: "1",
    daysAgo: 76,
    body: `
      When I opened my first garage near Catterick, half my customers were serving and understood every word I said. The other half looked blank when I told them I had been an artificer. Learning to describe what I did in their language won me more work than any advert.

      ## Drop the jargon
      Acronyms, ranks and unit names mean nothing to most civilians. Translate them into what the customer cares about: responsibility, results and reliability.
      - "Troop sergeant" becomes "I led a team of thirty and was accountable for \xA32 million of vehicles and equipment."
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
    `
  },
  {
    author: "olumide.adeyemi@example.com",
    title: "Looking after yourself while you build the business",
    category: "From Service to Business",
    subCategory: "Wellbeing",
    tags: ["wellbeing", "mental health", "resilience"],
    visibility: "2",
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
    `
  },
  {
    author: "aisha.rahman@example.com",
    title: "Start with why: building a brand people remember",
    category: "Marketing and Sales",
    subCategory: "Branding",
    tags: ["branding", "storytelling", "small business"],
    visibility: "1",
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

      > "People don't buy what you do; they buy why you do it." \u2014 Simon Sinek

      ## Protect it
      Check that the name is free at Companies House and as a web address before you print anything, and consider [registering a trade mark](https://www.gov.uk/how-to-register-a-trade-mark) once you are trading.
    `
  },
  {
    author: "daniel.mensah@example.com",
    title: "Social media for busy founders: one hour a week",
    category: "Marketing and Sales",
    subCategory: "Social media",
    tags: ["social media", "content", "digital marketing"],
    visibility: "1",
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
    `
  },
  {
    author: "lee.harding@example.com",
    title: "Winning your first public-sector contract",
    category: "Marketing and Sales",
    subCategory: "Tenders and contracts",
    tags: ["tenders", "public sector", "social value", "Armed Forces Covenant"],
    visibility: "1",
    daysAgo: 36,
    body: `
      Tamar Security won its first council contract three years after I started, and only because I stopped chasing everything and prepared properly. Public-sector work is open to small firms, but it rewards patience and paperwork.

      ## Where the work is
      Since the Procurement Act 2023 came into force, public bodies publish their opportunities on the [Find a Tender service](https://www.find-tender.service.gov.uk/). Register as a supplier, set alerts for your sector and area, and read the pipeline notices: they tell you what is coming months ahead. Smaller contracts also appear on [Contracts Finder](https://www.gov.uk/contracts-finder) and on council portals.

      ## Be ready before the tender
      - Current policies: health and safety, equality, environment, data protection and modern slavery.
      - Insurance at the levels buyers ask for, often \xA35 million public liability or more.
      - Two or three case studies with named referees.
      - Accounts, or a bank reference if you are new.

      ## Answer the question asked
      Most bids are lost on the quality answers, not on price. Use the buyer's words, answer every part of the question, give evidence and stay within the word limit. Social value often carries 10% or more of the marks: local jobs, apprenticeships, and employing veterans and reservists all count.

      > "Read the specification three times before you write a word. Then read your answer as the tired evaluator on page forty will."

      ## The Armed Forces Covenant
      Signing the [Armed Forces Covenant](https://www.armedforcescovenant.gov.uk/) shows buyers your commitment to the forces community, and many of them are signatories too. Back it with real policies, such as guaranteed interviews for veterans and paid leave for reservists' training.
    `
  },
  {
    author: "mentor@example.com",
    title: "Pricing haulage work: know your cost per mile first",
    category: "Marketing and Sales",
    subCategory: "Pricing",
    tags: ["pricing", "haulage", "margins"],
    visibility: "1",
    daysAgo: 70,
    body: COST_PER_MILE,
    pendingEdit: {
      title: "Pricing haulage and delivery work: know your cost per mile",
      daysAgo: 1,
      body: `${COST_PER_MILE}
        ## Fuel surcharges
        Agree a fuel surcharge clause with your regular customers, linked to a published diesel price, so that your rate follows the pump without a new negotiation every month. Show the workings on the invoice; customers accept what they can check.
      `
    }
  },
  {
    author: "mentor@example.com",
    title: "Subcontracting for the big carriers: margins and pitfalls",
    category: "Marketing and Sales",
    subCategory: "Winning customers",
    tags: ["subcontracting", "haulage", "customers"],
    visibility: "1",
    status: "saved",
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
    `
  }
];

// src/db/seed/demo-articles-content-c.ts
var demoArticlesC = [
  {
    author: "olumide.adeyemi@example.com",
    title: "Hiring your first employee: the legal checklist",
    category: "Growing Your Business",
    subCategory: "Hiring your first employee",
    tags: ["employment", "hiring", "PAYE", "pensions"],
    visibility: "1",
    daysAgo: 65,
    body: `
      Your first hire is a big step: you become responsible for someone else's income. The legal steps are manageable if you take them in order, and most of them must be done before the first payday.

      ## Before they start
      1. Set the pay at or above the [National Minimum Wage](https://www.gov.uk/national-minimum-wage-rates). The National Living Wage for those aged 21 and over is \xA312.71 an hour from April 2026.
      2. Check their [right to work in the UK](https://www.gov.uk/check-job-applicant-right-to-work) and keep a copy of the evidence.
      3. Take out **employers' liability insurance** of at least \xA35 million from an authorised insurer. It is a legal requirement.
      4. [Register as an employer](https://www.gov.uk/register-employer) with HMRC. You must do it before the first payday, and can do it up to four weeks before.

      ## On day one
      - Give them a **written statement of employment particulars**: pay, hours, holiday, notice and the rest.
      - Your workplace pension duties start on their first day: check whether you must enrol them automatically.

      ## Every payday
      Run payroll in HMRC-recognised software and report it in real time. Employer's National Insurance is 15% above the secondary threshold, but the Employment Allowance of up to \xA310,500 a year wipes out the bill for many small employers, though not for a company whose only employee is its director.

      > "Hire slowly, and make the first day feel like joining a good unit: someone to meet them, a plan for the week, and a brew."

      ## The human side
      Set clear expectations, review them at one month and at three months, and write them down. Most first-hire problems come from things that were never said.
    `
  },
  {
    author: "fiona.macleod@example.com",
    title: "Exporting for the first time: paperwork without the panic",
    category: "Growing Your Business",
    subCategory: "Exporting",
    tags: ["exporting", "customs", "EORI"],
    visibility: "1",
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
    `
  },
  {
    author: "mentor@example.com",
    title: "Fuel cards: an exclusive discount for Hub members",
    category: "Growing Your Business",
    subCategory: "Scaling up",
    tags: ["fuel cards", "fleet", "discount"],
    visibility: "1",
    status: "banned",
    banReason: "Thank you, James. The knowledge base is for advice, not offers: this article promotes a discount on a service sold by Whitfield Logistics and includes a sign-up code. Please take out the offer and the code, keep the general advice on choosing a fuel card, and send it again.",
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
    `
  },
  {
    author: "mark.tennant@example.com",
    title: "Terms and conditions that get you paid",
    category: "Legal and Compliance",
    subCategory: "Contracts",
    tags: ["contracts", "late payment", "construction"],
    visibility: "1",
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
      Business customers who pay late owe you interest at 8% above the Bank of England base rate, plus fixed compensation of \xA340 to \xA3100 per invoice, depending on its size. A polite letter quoting the [late payment law](https://www.gov.uk/late-commercial-payments-interest-debt-recovery) often works wonders.

      > "The time to agree what happens when things go wrong is while everyone is still getting on."

      For anything large or unusual, pay a solicitor to review your standard terms once. It is money well spent.
    `
  },
  {
    author: "daniel.mensah@example.com",
    title: "UK GDPR for a one-person business",
    category: "Legal and Compliance",
    subCategory: "Data protection",
    tags: ["GDPR", "data protection", "ICO", "email marketing"],
    visibility: "1",
    daysAgo: 31,
    body: `
      You do not need a data protection officer or a fifty-page policy to handle personal data properly. But if you keep customers' names, emails and phone numbers, the UK GDPR applies to you, and a few simple habits keep you on the right side of it.

      ## The basics
      1. **Know what you hold**: list the personal data you collect, where it lives and why you need it.
      2. **Tell people**: a short, plain-English privacy notice on your website.
      3. **Keep it safe**: strong passwords, two-factor sign-in and encrypted devices. Most breaches in small firms start with a lost phone or a reused password.
      4. **Do not keep it for ever**: decide how long you need each kind of record, and delete the rest.

      ## The fee
      Most businesses that process personal data must pay the [data protection fee](https://ico.org.uk/for-organisations/data-protection-fee/) to the Information Commissioner's Office. For a micro business it is \xA352 a year. The ICO's self-assessment tells you whether you are exempt.

      ## Marketing emails
      You generally need consent to send marketing emails to individuals. Customers who bought from you can be emailed about similar products, as long as you offered them a way to opt out when you collected the address and in every message since.

      ## Requests from customers
      People can ask for a copy of the data you hold about them. You must answer within one month, free of charge in most cases.

      > "Collect less, keep it safe, delete it on time. That covers most of what the law asks of a small firm."
    `
  },
  {
    author: "sarah.okafor@example.com",
    title: "Insurance: what you must have and what you probably need",
    category: "Legal and Compliance",
    subCategory: "Insurance",
    tags: ["insurance", "risk", "vehicles"],
    visibility: "1",
    daysAgo: 6,
    body: `
      Running a freight business taught me to read insurance schedules line by line. Many new founders either buy nothing or buy a package they do not understand. Start with what the law requires, then cover the risks that could close you down.

      ## Required by law
      - **[Employers' liability](https://www.gov.uk/employers-liability-insurance)**: as soon as you employ anyone, at least \xA35 million of cover from an authorised insurer. You can be fined for every day you are not insured.
      - **Motor insurance with business use** on any vehicle you use for work. Social, domestic and commuting cover does not include business journeys.

      ## Usually essential
      - **Public liability**, for when a customer or member of the public is injured or their property is damaged. Many clients and councils insist on \xA35 million or more.
      - **Professional indemnity**, if you give advice or design and a mistake costs your client money.
      - **Goods in transit** and **stock** cover, if you carry or store goods, yours or anyone else's.

      ## Worth considering
      - Business interruption, which pays out when a fire or flood stops you trading.
      - Cyber cover, if you take payments or hold customer data online.
      - Income protection for yourself, because the business depends on you.

      > "Insurance is the one purchase you hope never to use. Buy it as if you will."

      ## Buy well
      Use a broker for anything beyond a simple policy, disclose everything honestly, and check the excesses and exclusions. Put the renewal date in the diary a month early so you have time to compare.
    `
  },
  {
    author: "gareth.llewellyn@example.com",
    title: "From adventure training instructor to a year-round outdoor business",
    category: "Success Stories",
    tags: ["success story", "tourism", "rural business"],
    visibility: "1",
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
    `
  },
  {
    author: "claire.donnelly@example.com",
    title: "Harbour Kitchen: training veterans through a busy caf\xE9",
    category: "Success Stories",
    tags: ["success story", "social enterprise", "hospitality", "veterans"],
    visibility: "1",
    daysAgo: 15,
    body: `
      Harbour Kitchen started as an idea on a napkin at a Royal Navy reunion: a caf\xE9 that pays its way while training veterans and young people for jobs in catering. Five years on, it has served half a million coffees and more than 140 trainees have finished the programme.

      ## How we set it up
      We became a community interest company, so that profits stay with the mission and funders can see that they do. A small loan and two grants paid for the fit-out, and the caf\xE9's takings pay the wages. We are not a charity that happens to sell food: we are a food business with a purpose, and we run it like one.

      ## What worked
      - **A real business first**: the coffee has to be good and the queue short, or the training has nowhere to happen.
      - **Partners**: the council, a local college and three employers who interview every graduate.
      - **Structure**: a twelve-week programme with clear milestones, which suits people who have served.

      ## What was hard
      Our first winter nearly finished us. We had planned for summer footfall and forgot that a waterfront is empty in January. Shorter hours, a catering service for local offices and a frank conversation with our bank got us through.

      > "Purpose gets people through the door once. Good coffee brings them back, and that pays for the purpose."

      ## What comes next
      We open a second site this winter. If you are thinking about a social enterprise, I am happy to share our numbers: send me a message on the Hub.
    `
  },
  {
    author: "daniel.mensah@example.com",
    title: "Winter workshops: get your business online in four evenings",
    category: "News and Events",
    tags: ["events", "workshops", "digital"],
    visibility: "1",
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
    `
  },
  {
    author: "priya.raman@example.com",
    title: "Making Tax Digital for Income Tax: what sole traders need to do now",
    category: "News and Events",
    tags: ["Making Tax Digital", "HMRC", "sole traders"],
    visibility: "1",
    daysAgo: 23,
    body: `
      Making Tax Digital for Income Tax began in April 2026, and it changes how many sole traders and landlords report to HMRC. If you have been filing one Self Assessment return a year, it will reach you sooner or later.

      ## Who is in, and when
      - From **April 2026**: sole traders and landlords with qualifying income over \xA350,000.
      - From **April 2027**: over \xA330,000.
      - From **April 2028**: over \xA320,000.

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
    `
  }
];

// src/db/seed/demo-articles-content.ts
var demoArticles = [...demoArticlesA, ...demoArticlesB, ...demoArticlesC];

// src/db/seed/demo-pictures.ts
import { createAvatar } from "@dicebear/core";
import * as avataaars from "@dicebear/avataaars";
import { eq as eq3 } from "drizzle-orm";
import sharp from "sharp";
function seededRandom(seed) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
var WOMEN = /* @__PURE__ */ new Set([
  "Aisha",
  "Chloe",
  "Claire",
  "Emily",
  "Fiona",
  "Hannah",
  "Helen",
  "Megan",
  "Natalie",
  "Priya",
  "Rebecca",
  "Sarah",
  "Sophie",
  "Zara",
  "Morgan"
]);
var COMMON = {
  size: 320,
  backgroundType: ["solid"],
  backgroundColor: ["c9d6df", "d7e3d0", "e8dcc2", "d9d4e7", "cfe3ea", "ecd5c8", "dde5b6"],
  skinColor: ["614335", "ae5d29", "d08b5b", "edb98a", "ffdbb4"],
  eyes: ["default", "happy"],
  eyebrows: ["default", "defaultNatural", "flatNatural", "raisedExcitedNatural"],
  mouth: ["smile", "default", "twinkle"],
  clothing: ["blazerAndShirt", "blazerAndSweater", "collarAndSweater", "shirtCrewNeck", "shirtVNeck"],
  clothesColor: ["262e33", "25557c", "3c4f5c", "5199e4", "929598", "e6e6e6", "65c9ff", "ffffff"],
  hairColor: ["2c1b18", "4a312c", "724133", "a55728", "b58143", "d6b370", "e8e1e1"],
  facialHairColor: ["2c1b18", "4a312c", "724133", "a55728", "b58143", "e8e1e1"],
  accessories: ["prescription01", "prescription02", "round"],
  accessoriesColor: ["262e33", "3c4f5c", "929598"],
  accessoriesProbability: 18,
  topProbability: 100
};
var WOMAN = {
  top: [
    "bob",
    "bun",
    "curly",
    "curvy",
    "longButNotTooLong",
    "miaWallace",
    "straight01",
    "straight02",
    "straightAndStrand",
    "bigHair",
    "froBand"
  ],
  facialHairProbability: 0
};
var MAN = {
  top: [
    "shortFlat",
    "shortRound",
    "shortWaved",
    "shortCurly",
    "theCaesar",
    "theCaesarAndSidePart",
    "sides",
    "frizzle",
    "dreads01"
  ],
  facialHair: ["beardLight", "beardMedium", "moustacheFancy"],
  facialHairProbability: 35
};
function avatarSvg(firstName, lastName) {
  return createAvatar(avataaars, {
    ...COMMON,
    ...WOMEN.has(firstName) ? WOMAN : MAN,
    seed: `${firstName} ${lastName}`
  }).toString();
}
var SKIES = [
  {
    top: "#7fb3d5",
    horizon: "#f6e7c8",
    sun: "#fff4d6",
    ridges: ["#9db8c9", "#6f93a8", "#46697e", "#26404f"]
  },
  {
    top: "#f3a683",
    horizon: "#f8d9a0",
    sun: "#fff1c9",
    ridges: ["#c98f86", "#9c6673", "#6b4660", "#3e2c45"]
  },
  {
    top: "#14213d",
    horizon: "#3e5c76",
    sun: "#e9edf2",
    ridges: ["#334a63", "#243a52", "#182a3e", "#0d1a29"]
  },
  {
    top: "#a8dadc",
    horizon: "#f1faee",
    sun: "#ffffff",
    ridges: ["#a7c4a0", "#7aa37a", "#4f7d57", "#2f5a3c"]
  },
  {
    top: "#5b8fb9",
    horizon: "#e7d7b1",
    sun: "#fff8e1",
    ridges: ["#8fa6a0", "#6d8a6b", "#4d6b4a", "#2f4a31"]
  },
  {
    top: "#f7b267",
    horizon: "#fde2b3",
    sun: "#fff6dc",
    ridges: ["#d08c60", "#a5694f", "#75483d", "#4a2e2a"]
  },
  {
    top: "#355c7d",
    horizon: "#c06c84",
    sun: "#f8b195",
    ridges: ["#6c5b7b", "#4d4468", "#33304f", "#1f1e33"]
  },
  {
    top: "#90c2e7",
    horizon: "#e8f1f2",
    sun: "#ffffff",
    ridges: ["#b0c4cf", "#8aa2b2", "#5f7f96", "#3a5a70"]
  }
];
var SCENES = ["mountains", "hills", "coast", "town"];
var W = 1600;
var H = 500;
var COVER_SIZE = { width: 1200, height: 375 };
function ridge(rand, base, rough, step, colour) {
  const points = [`0,${H}`];
  let y = base;
  for (let x = 0; x <= W + step; x += step) {
    y += (rand() - 0.5) * rough;
    y = Math.max(base - rough * 2, Math.min(base + rough * 2, y));
    points.push(`${x},${y.toFixed(1)}`);
  }
  points.push(`${W},${H}`);
  return `<polygon points="${points.join(" ")}" fill="${colour}"/>`;
}
function hill(rand, base, colour) {
  let d = `M0 ${H} L0 ${base}`;
  let x = 0;
  while (x < W) {
    const span = 260 + rand() * 320;
    const lift = 30 + rand() * 70;
    d += ` Q${(x + span / 2).toFixed(0)} ${(base - lift * 2).toFixed(0)} ${(x + span).toFixed(0)} ${base + (rand() - 0.5) * 30}`;
    x += span;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${colour}"/>`;
}
function townSkyline(rand, base, colour, window) {
  const out = [];
  for (let x = 0; x < W; ) {
    const w = 40 + rand() * 70;
    const h = 50 + rand() * 150;
    out.push(
      `<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + H - base).toFixed(0)}" fill="${colour}"/>`
    );
    for (let wy = base - h + 12; wy < base - 10; wy += 22)
      for (let wx = x + 8; wx < x + w - 12; wx += 16)
        if (rand() < 0.35)
          out.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="6" height="9" fill="${window}" opacity="0.8"/>`
          );
    x += w + 2 + rand() * 10;
  }
  return out.join("");
}
function coverSvg(n) {
  const sky = SKIES[n % SKIES.length];
  const scene = SCENES[(n + Math.floor(n / SKIES.length)) % SCENES.length];
  const rand = seededRandom(`cover ${n}`);
  const [far, mid, near, front] = sky.ridges;
  const sunX = 200 + rand() * 1200;
  const sunY = 90 + rand() * 120;
  const layers = [];
  if (scene === "mountains") {
    layers.push(ridge(rand, 250, 60, 40, far), ridge(rand, 310, 45, 32, mid), ridge(rand, 380, 30, 26, near));
    layers.push(ridge(rand, 450, 10, 20, front));
  } else if (scene === "hills") {
    layers.push(hill(rand, 300, far), hill(rand, 360, mid), hill(rand, 420, near), hill(rand, 470, front));
  } else if (scene === "coast") {
    layers.push(ridge(rand, 300, 40, 36, far));
    layers.push(`<rect x="0" y="330" width="${W}" height="${H - 330}" fill="${mid}"/>`);
    for (let i = 0; i < 14; i++) {
      const y = 345 + i * 11 + rand() * 4;
      const x = rand() * W;
      layers.push(
        `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(60 + rand() * 160).toFixed(0)}" height="2" fill="${sky.sun}" opacity="0.35"/>`
      );
    }
    layers.push(
      `<path d="M${W} ${H} L${W} 260 Q${W - 180} 250 ${W - 300} 340 Q${W - 380} 420 ${W - 560} ${H} Z" fill="${front}"/>`
    );
  } else {
    layers.push(ridge(rand, 330, 20, 60, far));
    layers.push(townSkyline(rand, 420, near, sky.sun));
    layers.push(`<rect x="0" y="440" width="${W}" height="${H - 440}" fill="${front}"/>`);
  }
  const birds = Array.from({ length: 3 + Math.floor(rand() * 4) }, () => {
    const x = 200 + rand() * 1200;
    const y = 60 + rand() * 140;
    const s = 6 + rand() * 6;
    return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} q${s} ${-s} ${s * 2} 0 q${s} ${-s} ${s * 2} 0" fill="none" stroke="${front}" stroke-width="2" opacity="0.6"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE.width}" height="${COVER_SIZE.height}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="0.75" stop-color="${sky.horizon}"/></linearGradient>
<radialGradient id="glow" cx="${(sunX / W).toFixed(3)}" cy="${(sunY / H).toFixed(3)}" r="0.45"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(34 + rand() * 20).toFixed(0)}" fill="${sky.sun}"/>
${birds.join("")}
${layers.join("\n")}
</svg>`;
}
var COVER_POOL = 10;
async function store(storage, ext, data) {
  return storage.publicUrl(await storage.put("images", ext, data));
}
async function seedDemoPictures(db, storage, people) {
  const covers = await Promise.all(
    Array.from(
      { length: COVER_POOL },
      async (_, n) => store(
        storage,
        "jpg",
        await sharp(Buffer.from(coverSvg(n))).jpeg({ quality: 82 }).toBuffer()
      )
    )
  );
  const avatars = await Promise.all(
    people.map(
      async (p) => store(
        storage,
        "png",
        await sharp(Buffer.from(avatarSvg(p.firstName, p.lastName))).png({ compressionLevel: 6 }).toBuffer()
      )
    )
  );
  for (const [i, p] of people.entries()) {
    await db.update(users).set({ avatar: avatars[i], bgImage: covers[i % COVER_POOL] }).where(eq3(users.id, p.id));
  }
}

// src/db/seed/demo-articles.ts
var DAY2 = 24 * 60 * 6e4;
var INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g;
function inline(text, marks = []) {
  const out = [];
  const plain = (t) => out.push(marks.length ? { type: "text", text: t, marks } : { type: "text", text: t });
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) plain(text.slice(last, m.index));
    if (m[1] !== void 0) out.push(...inline(m[1], [...marks, { type: "bold" }]));
    else if (m[2] !== void 0) out.push(...inline(m[2], [...marks, { type: "italic" }]));
    else out.push({ type: "text", text: m[3], marks: [...marks, { type: "link", attrs: { href: m[4] } }] });
    last = m.index + m[0].length;
  }
  if (last < text.length) plain(text.slice(last));
  return out;
}
var paragraph = (text) => ({ type: "paragraph", content: inline(text) });
function articleDocOf(text, figures) {
  const content = [];
  let open = null;
  const into = (type, node) => {
    if (open?.type !== type) content.push(open = { type, content: [] });
    open.content.push(node);
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    let m;
    if (!line) open = null;
    else if (m = /^(#{2,4}) (.+)$/.exec(line)) {
      open = null;
      content.push({ type: "heading", attrs: { level: m[1].length }, content: inline(m[2]) });
    } else if (m = /^- (.+)$/.exec(line))
      into("bulletList", { type: "listItem", content: [paragraph(m[1])] });
    else if (m = /^\d+\. (.+)$/.exec(line))
      into("orderedList", { type: "listItem", content: [paragraph(m[1])] });
    else if (m = /^> (.+)$/.exec(line)) into("blockquote", paragraph(m[1]));
    else if (m = /^@video (\S+)$/.exec(line)) {
      open = null;
      content.push({ type: "video", attrs: { src: m[1], size: "medium" } });
    } else if (m = /^@image (\w+) (.+)$/.exec(line)) {
      open = null;
      const src = figures[m[1]];
      if (!src) throw new Error(`demo article: no figure named ${m[1]}`);
      content.push({ type: "image", attrs: { src, alt: m[2], size: "large" } });
    } else {
      open = null;
      content.push(paragraph(line));
    }
  }
  return { type: "doc", content };
}
var COVER_STYLES = [
  { colours: ["#14213d", "#1f6f78", "#f2e8cf", "#4fb0a5"], motif: "rings" },
  { colours: ["#0f4c5c", "#1b2a41", "#e0c068", "#5fa8a0"], motif: "steps" },
  { colours: ["#4f5d2f", "#2a7f7a", "#f4e3b5", "#a3b86c"], motif: "diamonds" },
  { colours: ["#1d2d44", "#556b2f", "#d9c59a", "#8a9a5b"], motif: "chevrons" },
  { colours: ["#2d6a4f", "#b59f68", "#f1faee", "#74a57f"], motif: "steps" },
  { colours: ["#22304a", "#3e5c76", "#d8c3a5", "#8da9c4"], motif: "diamonds" },
  { colours: ["#a88a4c", "#5b6b33", "#fff3d6", "#3d5a40"], motif: "rings" },
  { colours: ["#102a43", "#247ba0", "#f0d9a8", "#70c1b3"], motif: "chevrons" }
];
function motif(style) {
  const [, , light, accent] = style.colours;
  const range = (n) => Array.from({ length: n }, (_, i) => i);
  switch (style.motif) {
    case "rings":
      return [
        ...range(5).map(
          (i) => `<circle cx="1180" cy="330" r="${90 + i * 62}" fill="none" stroke="${light}" stroke-width="3" opacity="${0.5 - i * 0.08}"/>`
        ),
        ...range(24).map(
          (i) => `<circle cx="${170 + i % 6 * 52}" cy="${600 + Math.floor(i / 6) * 52}" r="6" fill="${light}" opacity="0.35"/>`
        )
      ].join("");
    case "steps":
      return [
        ...range(6).map(
          (i) => `<rect x="${860 + i * 112}" y="${700 - 70 - i * 80}" width="74" height="${70 + i * 80}" rx="6" fill="${light}" opacity="${0.14 + i * 0.06}"/>`
        ),
        `<polyline points="${range(6).map((i) => `${897 + i * 112},${600 - i * 80}`).join(
          " "
        )}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.8"/>`
      ].join("");
    case "diamonds":
      return range(7).map((i) => {
        const x = 900 + i % 4 * 170 + (i > 3 ? 85 : 0);
        const y = 220 + (i > 3 ? 170 : 0);
        return `<rect x="${x - 60}" y="${y - 60}" width="120" height="120" transform="rotate(45 ${x} ${y})" fill="${i % 3 ? "none" : accent}" stroke="${light}" stroke-width="3" opacity="${0.25 + i % 3 * 0.12}"/>`;
      }).join("");
    case "chevrons":
      return range(5).map(
        (i) => `<path d="M ${980} ${560 - i * 95} l 160 -100 l 160 100" fill="none" stroke="${i === 0 ? accent : light}" stroke-width="22" stroke-linejoin="miter" opacity="${0.55 - i * 0.09}"/>`
      ).join("");
  }
}
var MOTIFS = ["rings", "steps", "diamonds", "chevrons"];
function coverSvg2(style, width, height, variant = 0) {
  const [from, to, light, accent] = style.colours;
  const rand = seededRandom(`article cover ${variant}`);
  const own = variant > 0;
  const kind = own ? MOTIFS[(MOTIFS.indexOf(style.motif) + variant) % MOTIFS.length] : style.motif;
  const glow = own ? { cx: (0.2 + rand() * 0.6).toFixed(2), cy: (0.1 + rand() * 0.4).toFixed(2) } : { cx: "0.75", cy: "0.25" };
  const band = own ? [Math.round(560 + rand() * 260), Math.round(300 + rand() * 260)] : [720, 420];
  const mirror = own && rand() < 0.5;
  const scale = own ? (0.75 + rand() * 0.45).toFixed(2) : "1";
  const shift = own ? Math.round(-500 + rand() * 560) : 0;
  const place = `${mirror ? "translate(1600 0) scale(-1 1) " : ""}translate(${shift} ${own ? Math.round(rand() * 120 - 60) : 0}) scale(${scale})`;
  const dots = own ? Array.from({ length: 3 + Math.floor(rand() * 4) }, () => {
    const r = 40 + rand() * 120;
    return `<circle cx="${(rand() * 1600).toFixed(0)}" cy="${(rand() * 900).toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" opacity="${(0.04 + rand() * 0.06).toFixed(2)}"/>`;
  }).join("") : `<circle cx="260" cy="210" r="150" fill="${light}" opacity="0.07"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="${own ? rand().toFixed(2) : 0}" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="0.7"><stop offset="0" stop-color="${light}" stop-opacity="0.28"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1600" height="900" fill="url(#bg)"/>
<rect width="1600" height="900" fill="url(#glow)"/>
<path d="M0 ${band[0]} L1600 ${band[1]} L1600 900 L0 900 Z" fill="${accent}" opacity="0.16"/>
<path d="M0 ${band[0] + 80} L1600 ${band[1] + 140} L1600 900 L0 900 Z" fill="${from}" opacity="0.22"/>
${dots}
<g transform="${place}">${motif({ ...style, motif: kind })}</g>
</svg>`;
}
function cashFlowSvg() {
  const balance = [18, 9, -4, -11, -8, -1, 7, 15, 22, 27, 34, 41, 49];
  const x = (i) => 80 + i * 86;
  const y = (v) => 300 - v * 4.4;
  const line = balance.map((v, i) => `${x(i)},${y(v)}`).join(" ");
  const grid = [-10, 0, 10, 20, 30, 40, 50].map(
    (v) => `<line x1="60" x2="1140" y1="${y(v)}" y2="${y(v)}" stroke="#d9cfb8" stroke-width="${v ? 1 : 3}"/>`
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<rect width="1200" height="600" fill="#f7f2e6"/>
<rect x="60" y="${y(0)}" width="1080" height="${y(-14) - y(0)}" fill="#c8553d" opacity="0.08"/>
${grid}
<polygon points="${x(0)},${y(0)} ${line} ${x(12)},${y(0)}" fill="#1f6f78" opacity="0.18"/>
<polyline points="${line}" fill="none" stroke="#1f6f78" stroke-width="6" stroke-linejoin="round"/>
${balance.map((v, i) => `<circle cx="${x(i)}" cy="${y(v)}" r="8" fill="${v < 0 ? "#c8553d" : "#14213d"}"/>`).join("")}
</svg>`;
}
async function storeJpeg(storage, svg) {
  const data = await sharp2(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  return storage.publicUrl(await storage.put("images", "jpg", data));
}
async function coverSet(storage, categoryIndex, variant = 0) {
  const style = COVER_STYLES[categoryIndex % COVER_STYLES.length];
  const picture = await sharp2(Buffer.from(coverSvg2(style, 1600, 900, variant))).raw().toBuffer({
    resolveWithObject: true
  });
  const raw = { raw: picture.info };
  const [big, small] = await Promise.all([
    sharp2(picture.data, raw).jpeg({ quality: 82 }).toBuffer(),
    sharp2(picture.data, raw).resize(800, 500, { fit: "cover" }).jpeg({ quality: 82 }).toBuffer()
  ]);
  const put = async (data) => storage.publicUrl(await storage.put("images", "jpg", data));
  return { big: await put(big), small: await put(small) };
}
function reactionsOf(a, n, owner, pool) {
  const readers = pool.filter((id) => id !== owner);
  if (!readers.length) return [];
  const start = n * 5 % readers.length;
  const turn = [...readers.slice(start), ...readers.slice(0, start)];
  const likes = Math.min(turn.length, 2 + n * 7 % 9 + Math.round(a.daysAgo / 40));
  const dislikes = Math.min(turn.length - likes, n % 4 === 1 ? 1 : n % 6 === 3 ? 2 : 0);
  return [
    ...turn.slice(0, likes).map((id) => ({ id, kind: "like" })),
    ...turn.slice(likes, likes + dislikes).map((id) => ({ id, kind: "dislike" }))
  ];
}
async function seedDemoArticles(db, storage, idOf) {
  const person = (email) => {
    const id = idOf.get(email);
    if (id === void 0) throw new Error(`demo articles: no demo account ${email}`);
    return id;
  };
  const categories = articleCategoryRows();
  const parents = categories.filter((c) => c.parentId === null);
  const placeOf = (a) => {
    const index = parents.findIndex((c) => c.name === a.category);
    const parent = parents[index];
    const sub = a.subCategory === void 0 ? null : categories.find((c) => c.parentId === parent?.id && c.name === a.subCategory);
    if (!parent || sub === void 0) throw new Error(`demo article "${a.title}": unknown category`);
    return { index, categoryId: parent.id, subCategoryId: sub ? sub.id : null };
  };
  const [covers, cashflow] = await Promise.all([
    Promise.all(demoArticles.map((a, n) => coverSet(storage, placeOf(a).index, n + 1))),
    storeJpeg(storage, cashFlowSvg())
  ]);
  const figures = { cashflow };
  const moderator = person("moderator@example.com");
  const members = [...demoMembers.map((m) => m.email), "mentee@example.com"].map(person);
  const captains = [...demoCaptains.map((c) => c.email), "mentor@example.com"].map(person);
  const everyone = members.flatMap((m, i) => [m, ...captains[i] === void 0 ? [] : [captains[i]]]);
  const now = Date.now();
  const at2 = (daysAgo, n) => {
    const d = new Date(now - daysAgo * DAY2);
    d.setUTCHours(7 + n * 5 % 11, n * 17 % 60, 0, 0);
    return d.getTime() < now ? d : new Date(now - 6e4);
  };
  await db.transaction(async (tx) => {
    const repo = articlesRepository(tx);
    const activity = articleActivityRepository(tx);
    for (const [n, a] of demoArticles.entries()) {
      const owner = person(a.author);
      const { categoryId, subCategoryId } = placeOf(a);
      const cover = covers[n];
      const assigned = (a.assignedMembers ?? []).map(person);
      const values = (title, text) => {
        const body = sanitizeArticleBody(articleDocOf(text, figures));
        return {
          title,
          shortDescription: shortDescriptionOf(body),
          body,
          bodyText: articlePlainText(body),
          categoryId,
          subCategoryId,
          tags: a.tags,
          visibility: a.visibility,
          assignedMemberIds: a.visibility === "0" ? assigned : [],
          previewSmallImage: cover.small,
          previewBigImage: cover.big,
          bgImage: cover.big
        };
      };
      const status = a.status ?? "published";
      if (a.pendingEdit && status !== "published") throw new Error(`demo article "${a.title}": edit`);
      if (status === "banned" !== (a.banReason !== void 0))
        throw new Error(`demo article "${a.title}": a ban reason is for a banned one`);
      const sent = status === "saved" ? "saved" : "pending";
      const id = await repo.insertArticle(owner, sent);
      const first = await repo.insertVersion(id, values(a.title, a.body));
      await repo.setCurrent(id, first, sent);
      if (status === "published") {
        await repo.publish(id, first);
        await activity.recordDecision(id, moderator, "published", null);
      } else if (a.banReason !== void 0) {
        await repo.ban(id, a.banReason, false);
        await activity.recordDecision(id, moderator, "banned", a.banReason);
      }
      const edit = a.pendingEdit && await repo.insertVersion(id, values(a.pendingEdit.title, a.pendingEdit.body));
      if (edit) await repo.setCurrent(id, edit, "pending");
      const when = at2(a.daysAgo, n);
      const created = new Date(when.getTime() - (1 + n % 3) * DAY2);
      const editedAt = a.pendingEdit ? at2(a.pendingEdit.daysAgo, n) : null;
      await tx.update(articles).set({
        createdAt: created,
        updatedAt: editedAt ?? when,
        ...status === "published" && { publishedAt: when },
        ...(status === "pending" || editedAt) && { submittedAt: editedAt ?? when }
      }).where(eq4(articles.id, id));
      await tx.update(articleVersions).set({ createdAt: created }).where(eq4(articleVersions.id, first));
      if (edit)
        await tx.update(articleVersions).set({ createdAt: editedAt }).where(eq4(articleVersions.id, edit));
      if (status === "published" || status === "banned")
        await tx.update(articleDecisions).set({ createdAt: when }).where(eq4(articleDecisions.articleId, id));
      if (status !== "published") continue;
      const pool = a.visibility === "0" ? assigned : a.visibility === "3" ? captains : everyone;
      for (const r of reactionsOf(a, n, owner, pool)) await activity.react(id, r.id, r.kind, true);
    }
  });
}

// src/db/seed/demo-events.ts
var EVENTS = [
  [
    -20,
    "10:00",
    "16:00",
    "gareth.llewellyn@example.com",
    "Armed Forces Day business fair",
    "Cardiff City Hall, Cathays Park, Cardiff",
    "Stalls from forty veteran-owned businesses, a panel on the Armed Forces Covenant for employers, and a clinic on Start Up Loans."
  ],
  [
    -7,
    "18:30",
    "20:00",
    "helen.brennan@example.com",
    "Franchising 101: is a franchise right for you?",
    "Online (the link arrives by e-mail)",
    "What a franchise fee buys you, how to read a franchise agreement, and the questions to ask existing franchisees before you sign."
  ],
  [
    0,
    "18:00",
    "19:30",
    "mentor@example.com",
    "Veterans in business: evening networking",
    "The Grand Hotel, Station Rise, York",
    "An informal evening for Members and Business Captains across Yorkshire. Bring a one-minute introduction of your business and one thing you need help with.\n\nSoft drinks and nibbles provided."
  ],
  [
    1,
    "12:30",
    "13:30",
    "sarah.okafor@example.com",
    "Lunch and learn: pricing your services",
    "Online: https://meet.jit.si/xforces-pricing-lunch",
    "Day rates, value pricing and when to walk away. Bring your current price list; we will work through two examples live."
  ],
  [
    2,
    "10:00",
    "11:00",
    "mentor@example.com",
    "Cash flow clinic (for my members)",
    "Online (the link arrives by e-mail)",
    "A one-hour session for the members I mentor: we go through each of your thirteen-week forecasts together. Send me yours by the day before.",
    ["mentee@example.com"]
  ],
  [
    3,
    "19:00",
    "21:00",
    "lee.harding@example.com",
    "Market traders' meet-up",
    "The Crown and Anchor, The Barbican, Plymouth",
    "Pitch fees, licences and the best markets in the South West, from people who stand behind a stall every weekend."
  ],
  [
    4,
    "09:30",
    "11:30",
    "priya.raman@example.com",
    "Bookkeeping basics for sole traders",
    "Enterprise Hub, 12 Park Row, Leeds",
    "Setting up your books, what HMRC expects, Making Tax Digital, and a simple weekly routine that keeps your accounts tidy."
  ],
  [
    4,
    "17:00",
    "18:00",
    "lee.harding@example.com",
    "One-to-one market review",
    "Online (the link arrives by e-mail)",
    "A private review of your first three months of market trading.",
    ["liam.carter@example.com"]
  ],
  [
    5,
    "13:00",
    "14:00",
    "gareth.llewellyn@example.com",
    "Start Up Loans: questions and answers",
    "Online (the link arrives by e-mail)",
    "How the loan works (\xA3500 to \xA325,000 at 6% fixed), what goes into the business plan, and what happens after the money arrives."
  ],
  [
    7,
    "08:00",
    "09:30",
    "fiona.macleod@example.com",
    "Women veterans in business breakfast",
    "The Scotsman Hotel, North Bridge, Edinburgh",
    "A breakfast for women who served and now run, or plan to run, a business. Guest speaker: a former RAF engineer who founded a drone survey company."
  ],
  [
    8,
    "18:00",
    "19:00",
    "daniel.mensah@example.com",
    "Digital marketing on a shoestring",
    "Online (the link arrives by e-mail)",
    "A practical hour on Google Business Profile, simple social media habits and measuring what works, with no paid advertising."
  ],
  [
    9,
    "09:30",
    "12:30",
    "mentor@example.com",
    "Winning public sector tenders: half-day workshop",
    "Leeds Civic Hall, Calverley Street, Leeds",
    "Finding the right tenders, reading the specification, writing answers that score, and the social value section where veteran-owned firms can shine."
  ],
  [
    10,
    "10:00",
    "12:00",
    "helen.brennan@example.com",
    "Employment law for your first hire",
    "Manchester Central Library, St Peter\u2019s Square, Manchester",
    "Contracts, right-to-work checks, pensions auto-enrolment and the Employment Allowance, explained for a business taking on its first employee."
  ],
  [
    12,
    "18:30",
    "20:30",
    "tom.ashworth@example.com",
    "Pitch practice evening",
    "Engine Shed, Station Approach, Bristol",
    "Five minutes to pitch, five minutes of friendly questions from captains who have invested and been invested in."
  ],
  [
    14,
    "09:00",
    "16:00",
    "aisha.rahman@example.com",
    "Export readiness workshop",
    "The Exchange, Centenary Square, Birmingham",
    "Is your product ready for overseas customers? Incoterms, customs declarations, the UK Export Academy and finding your first distributor."
  ],
  [
    16,
    "11:00",
    "12:00",
    "mentor@example.com",
    "Quarterly plan review (for my members)",
    "Whitfield Logistics, Clifton Moor, York",
    "We look back at the quarter\u2019s milestones and set the next three. Bring your updated forecast.",
    ["mentee@example.com"]
  ],
  [
    19,
    "19:00",
    "20:30",
    "claire.donnelly@example.com",
    "From service to self-employed: your first year",
    "Online (the link arrives by e-mail)",
    "Three veterans on what surprised them in their first year of trading, and what they would do differently."
  ]
];
var london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23"
});
var partsOf = (d) => Object.fromEntries(london.formatToParts(d).map((p) => [p.type, Number(p.value)]));
function londonTime(days, hhmm) {
  const today = partsOf(/* @__PURE__ */ new Date());
  const [h, m] = hhmm.split(":").map(Number);
  const guess = Date.UTC(today.year, today.month - 1, today.day + days, h, m);
  const seen = partsOf(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - guess;
  return new Date(guess - offset);
}
async function seedDemoEvents(db, storage, idOf) {
  const photos = await Promise.all([0, 2, 4, 7].map((i) => coverSet(storage, i)));
  await db.transaction(async (tx) => {
    for (const [i, [days, from, to, captain, title, address, description, members]] of EVENTS.entries()) {
      const [row] = await tx.insert(events).values({
        ownerId: idOf.get(captain),
        title,
        description,
        address,
        startsAt: londonTime(days, from),
        endsAt: londonTime(days, to),
        isPrivate: !!members,
        photo: i % 3 === 1 ? null : photos[i % photos.length].big
      }).returning({ id: events.id });
      if (members)
        await tx.insert(eventMembers).values(members.map((m) => ({ eventId: row.id, memberId: idOf.get(m) })));
    }
  });
}

// src/db/seed/demo.ts
var DEMO_PASSWORD = "Password12";
var DEMO_ACCOUNTS = [
  {
    type: "mentor",
    email: "mentor@example.com",
    firstName: "James",
    lastName: "Whitfield",
    location: "York, North Yorkshire",
    postCode: "YO17HH",
    contactNumber: "7700900123",
    businessName: "Whitfield Logistics Ltd",
    positionWithinBusiness: "Managing Director",
    linkedin: "https://www.linkedin.com/in/james-whitfield-demo",
    professionalExperience: "Former Royal Logistic Corps officer who built a regional haulage firm to 60 staff. Mentors founders on operations, cash flow and winning their first contracts.",
    menteesLimit: 3
  },
  {
    type: "mentee",
    email: "mentee@example.com",
    firstName: "Sarah",
    lastName: "Collins",
    location: "Plymouth, Devon",
    postCode: "PL12AA",
    contactNumber: "7700900456",
    businessName: "Harbourside Coffee Co.",
    positionWithinBusiness: "Founder",
    linkedin: "https://www.linkedin.com/in/sarah-collins-demo",
    professionalExperience: "Royal Navy logistics specialist for nine years, now opening a mobile coffee business."
  },
  { type: "moderator", email: "moderator@example.com", firstName: "Morgan", lastName: "Reid" },
  { type: "admin", email: "admin@example.com", firstName: "Alex", lastName: "Grant" }
];
var DEMO_CAPTAIN_PROFILE = {
  ...demoCaptains[0],
  email: "mentor@example.com",
  sector: "Logistics and Transport",
  specializations: ["Logistics and transport", "Franchising"],
  skills: ["Supply chain management", "Cash flow forecasting", "Negotiation", "Team leadership"],
  experience: [
    {
      company_name: "Whitfield Logistics Ltd",
      practice: "Managing Director",
      start_date: "2012-05-01",
      finish_date: null,
      current: true
    },
    {
      company_name: "British Army, Royal Logistic Corps",
      practice: "Captain, transport operations",
      start_date: "2002-09-01",
      finish_date: "2012-03-31",
      current: false
    }
  ]
};
var fromPerson = (p) => ({
  email: p.email,
  firstName: p.first_name,
  lastName: p.last_name,
  location: p.location,
  postCode: p.post_code,
  contactNumber: p.contact_number,
  businessName: p.business_name,
  positionWithinBusiness: p.position_within_business,
  linkedin: p.linkedin,
  birthday: p.birthday,
  professionalExperience: p.professional_experience
});
async function seedDemo(db, storage) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const joined = (daysAgo, n) => {
    const d = new Date(now - daysAgo * 864e5);
    d.setUTCHours(8 + n * 7 % 10, n * 13 % 60, 0, 0);
    return d.getTime() < now ? d : new Date(now - 6e4);
  };
  const since = (at2) => ({ createdAt: at2, emailVerifiedAt: at2 });
  const people = [
    ...DEMO_ACCOUNTS.map((a, i) => ({ ...a, passwordHash, ...since(joined(80 + i * 2, i)) })),
    ...demoCaptains.map((c, i) => ({
      ...fromPerson(c),
      type: "mentor",
      passwordHash,
      ...since(joined(9 + i * 6, i + 4)),
      menteesLimit: c.mentees_limit,
      disableMentoringRequests: !c.available
    })),
    ...demoMembers.map((m, i) => ({
      ...fromPerson(m),
      type: "mentee",
      passwordHash,
      ...since(joined(1 + i * 5, i + 20))
    }))
  ];
  const inserted = await db.insert(users).values(people).returning({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName
  });
  const idOf = new Map(inserted.map((u) => [u.email, u.id]));
  await seedDemoProfiles(db, [
    { ...DEMO_CAPTAIN_PROFILE, id: idOf.get("mentor@example.com") },
    ...[...demoCaptains, ...demoMembers].map((p) => ({ ...p, id: idOf.get(p.email) }))
  ]);
  await seedDemoWorkspace(db, {
    captain: idOf.get("mentor@example.com"),
    member: idOf.get("mentee@example.com")
  });
  await seedDemoChat(db, {
    captain: { id: idOf.get("mentor@example.com"), firstName: "James" },
    member: { id: idOf.get("mentee@example.com"), firstName: "Sarah" },
    otherCaptain: idOf.get(demoCaptains[1].email),
    otherMember: idOf.get(demoMembers[1].email)
  });
  if (storage) {
    await seedDemoPictures(db, storage, inserted);
    await seedDemoArticles(db, storage, idOf);
    await seedDemoEvents(db, storage, idOf);
  }
  return true;
}
export {
  DEMO_PASSWORD,
  seedDemo
};
//# sourceMappingURL=demo-HYWRFGUH.js.map
