/**
 * Job titles per category and the text around them. Placeholders: {startup}, {city},
 * {sector}, {title}, {aTitle} ('an Engineering Manager'), {product}.
 */
import type { jobCategories } from '@baobab/contracts/enums';

type JobCategory = (typeof jobCategories)[number];

export const jobTitles: Record<JobCategory, readonly string[]> = {
  Engineering: ['Backend Engineer (Go)', 'Senior Full-Stack Engineer', 'Mobile Engineer (Android)', 'DevOps Engineer', 'Data Engineer', 'Frontend Engineer (React)', 'QA Engineer', 'Engineering Manager'],
  Product: ['Product Manager', 'Senior Product Manager', 'Product Analyst', 'Head of Product', 'Technical Product Owner'],
  Design: ['Product Designer', 'UX Researcher', 'Brand Designer', 'Senior UI/UX Designer', 'Content Designer'],
  Sales: ['Account Executive', 'Sales Development Representative', 'Head of Sales', 'Field Sales Manager', 'Partnerships Manager'],
  Marketing: ['Growth Marketer', 'Content Marketing Lead', 'Community Manager', 'Performance Marketing Manager', 'Head of Marketing'],
  Operations: ['Operations Manager', 'Customer Success Lead', 'Country Manager', 'Supply Chain Coordinator', 'Compliance Officer'],
  Finance: ['Finance Manager', 'Financial Analyst', 'Head of Finance', 'Accountant', 'Credit Risk Analyst'],
  Leadership: ['Chief Technology Officer', 'Chief Operating Officer', 'VP Engineering', 'Chief Financial Officer', 'General Manager'],
  Advisory: ['Regulatory Advisor', 'Fundraising Advisor', 'Technical Advisor', 'Go-to-Market Advisor', 'Board Advisor (Healthcare)'],
};

/** Co-founder posts name the role the founder is missing. */
export const cofounderTitles: Record<JobCategory, readonly string[]> = {
  Engineering: ['Technical Co-founder (CTO)', 'Co-founder, Engineering'],
  Product: ['Co-founder, Product', 'Product-minded Co-founder'],
  Design: ['Design Co-founder'],
  Sales: ['Commercial Co-founder'],
  Marketing: ['Co-founder, Growth'],
  Operations: ['Operations Co-founder (COO)'],
  Finance: ['Co-founder, Finance (CFO)'],
  Leadership: ['Co-founder & CEO', 'Business Co-founder'],
  Advisory: ['Co-founder & Chief Strategy Officer'],
};

export const jobDescriptionTemplates: readonly string[] = [
  '{startup} is hiring {aTitle} in {city}. We build {product} and need someone who has shipped in a similar market.',
  'Join the {sector} team at {startup} as our {title}. You will own outcomes end to end and work directly with the founders.',
  'We are looking for {aTitle} to help {startup} scale {product} across new markets.',
  'As {title} at {startup} you will turn what our customers tell us into the next version of {product}.',
];

export const cofounderDescriptionTemplates: readonly string[] = [
  '{startup} is looking for {aTitle}: a partner with equal say who will build {product} with me from day one.',
  'Solo founder of {startup} ({sector}) seeking {aTitle}. Early traction, a clear problem and room for a real partner.',
];

export const advisorDescriptionTemplates: readonly string[] = [
  '{startup} seeks {aTitle} for a few hours a month: introductions, hard questions and experience with {sector} in {city}.',
  'We are forming an advisory board for {startup}. The {title} will help us through our next raise and regulatory steps.',
];

export const requirementsByCategory: Record<JobCategory, readonly string[]> = {
  Engineering: ['4+ years building production systems', 'Experience with low-bandwidth or offline-first apps', 'Comfortable owning services end to end, including on-call'],
  Product: ['3+ years in product management', 'Has talked to hundreds of customers', 'Writes clear specs and measures outcomes'],
  Design: ['A portfolio of shipped mobile products', 'Experience designing for low-end Android devices', 'Runs user research in the field'],
  Sales: ['A track record of closing B2B deals', 'Network among SMEs or enterprises in the region', 'Fluent in English and one local language'],
  Marketing: ['Grew a consumer product on a small budget', 'Data-driven: comfortable with funnels and cohorts', 'Strong writer'],
  Operations: ['Ran operations across several cities', 'Process-minded and calm under pressure', 'Experience with regulators is a plus'],
  Finance: ['Qualified accountant (ACCA, CPA or ICAN)', 'Experience with fundraising and investor reporting', 'Strong modelling skills'],
  Leadership: ['Led teams of 20+ people', 'Has raised or helped raise venture funding', 'Deep knowledge of the sector'],
  Advisory: ['Senior experience in the sector or with its regulators', 'Available a few hours a month', 'A network the company can use'],
};

export const benefitOptions: readonly string[] = [
  'Health insurance for you and your family', 'Stock options', 'Remote-friendly working', 'Learning budget',
  'Generator and internet allowance', 'Flexible hours', 'Annual team retreat', 'Paid parental leave',
  'Laptop of your choice', 'Transport allowance',
];
