/**
 * What startups in each sector of the startup form build, for whom and against which
 * problem, so that generated descriptions read like real one-paragraph pitches.
 */
import type { BusinessModel, Sector } from '@baobab/contracts/enums';

export type SectorVocabulary = {
  /** Name endings: 'Kobo' + 'Pay'. */
  nameSuffixes: readonly string[];
  /** What the product is (a noun phrase) and who pays for or uses it (plural noun phrases). */
  offers: readonly { product: string; customers: readonly [string, string] }[];
  /** Whole sentences: the problem, written as a pitch would state it. */
  problems: readonly string[];
  /** What traction counts: '12,400 farmers'. */
  userNoun: string;
  businessModels: Readonly<Partial<Record<BusinessModel, number>>>;
};

export const sectorVocabulary: Record<Sector, SectorVocabulary> = {
  FinTech: {
    nameSuffixes: ['Pay', 'Ledger', 'Wallet', 'Credit', 'Vault', 'Cash', 'Remit', 'Finance'],
    offers: [
      { product: 'a mobile wallet with instant bank and mobile-money transfers', customers: ['informal traders', 'salaried workers without a credit history'] },
      { product: 'a credit-scoring API built on mobile-money and airtime data', customers: ['microfinance banks', 'digital lenders'] },
      { product: 'a savings app that digitises rotating savings groups', customers: ['market women and savings groups', 'young professionals'] },
      { product: 'a cross-border payments rail for African currencies', customers: ['diaspora families sending money home', 'importers and exporters'] },
      { product: 'a point-of-sale and working-capital product', customers: ['small and medium businesses', 'informal traders'] },
      { product: 'a payroll and expense platform that pays in local currency and stablecoins', customers: ['small and medium businesses', 'remote-first startups'] },
    ],
    problems: [
      'Fewer than half of adults in the region have a bank account, and loans without collateral are almost impossible to get.',
      'Sending $200 across an African border still costs more than 8% in fees and takes days.',
      'Small merchants lose sales every day because customers cannot pay them digitally.',
      'Lenders turn away good borrowers because they have no way to judge thin-file customers.',
    ],
    userNoun: 'active users',
    businessModels: { 'Transaction-based': 5, 'B2B SaaS': 2, Freemium: 1, Subscription: 1 },
  },
  HealthTech: {
    nameSuffixes: ['Health', 'Care', 'Med', 'Clinic', 'Rx', 'Pulse', 'Afya', 'Vitals'],
    offers: [
      { product: 'a telemedicine app with doctors on call in local languages', customers: ['families paying out of pocket', 'employers buying cover for staff'] },
      { product: 'a pharmacy inventory and e-prescription platform', customers: ['independent pharmacies', 'pharmacy chains'] },
      { product: 'an electronic medical record built for low-bandwidth clinics', customers: ['rural clinics', 'private hospitals'] },
      { product: 'a health-insurance product paid in small weekly instalments', customers: ['informal workers', 'families paying out of pocket'] },
      { product: 'a diagnostics network linking rural clinics to city laboratories', customers: ['rural clinics', 'community health workers'] },
      { product: 'a maternal-health companion delivered by SMS and WhatsApp', customers: ['expectant mothers', 'community health workers'] },
    ],
    problems: [
      'There is roughly one doctor for every 5,000 people, and most of them work in cities.',
      'Counterfeit and out-of-stock medicines push patients from pharmacy to pharmacy.',
      'Most clinics still keep patient records on paper, so histories are lost between visits.',
      'A single hospital bill can push a family into debt because few people have insurance.',
    ],
    userNoun: 'patients served',
    businessModels: { Subscription: 3, 'B2B SaaS': 3, 'Transaction-based': 2, 'B2C Marketplace': 1 },
  },
  EdTech: {
    nameSuffixes: ['Learn', 'Academy', 'Class', 'Tutor', 'Skills', 'School', 'Elimu', 'Campus'],
    offers: [
      { product: 'an offline-first learning app aligned to the national curriculum', customers: ['secondary-school students', 'low-fee private schools'] },
      { product: 'a coding bootcamp with income-share agreements', customers: ['young adults seeking tech jobs', 'career switchers'] },
      { product: 'a school-management platform for fees, attendance and report cards', customers: ['low-fee private schools', 'school owners'] },
      { product: 'live small-group tutoring over low-data video', customers: ['parents preparing children for national exams', 'secondary-school students'] },
      { product: 'a marketplace for vocational courses with job placement', customers: ['young adults seeking tech jobs', 'employers upskilling staff'] },
      { product: 'an exam-preparation app with adaptive practice tests', customers: ['secondary-school students', 'teachers'] },
    ],
    problems: [
      'Classes of 60 pupils leave little time for any one child, and results show it.',
      'Millions of graduates finish school without the skills employers are hiring for.',
      'Schools lose up to a fifth of fee income to late payments and manual bookkeeping.',
      'Good teachers are concentrated in a few cities while demand is everywhere.',
    ],
    userNoun: 'learners',
    businessModels: { Subscription: 4, Freemium: 3, 'B2B SaaS': 2, 'B2C Marketplace': 1 },
  },
  'E-commerce': {
    nameSuffixes: ['Cart', 'Market', 'Shop', 'Store', 'Bazaar', 'Mart', 'Deals', 'Duka'],
    offers: [
      { product: 'a social-commerce app where resellers sell to their WhatsApp contacts', customers: ['independent resellers', 'stay-at-home parents earning extra income'] },
      { product: 'an online marketplace for fashion made by local designers', customers: ['local fashion designers', 'urban shoppers'] },
      { product: 'a B2B marketplace that restocks corner shops from manufacturers', customers: ['corner shops and kiosks', 'manufacturers of household goods'] },
      { product: 'a cross-border store that ships global brands with local payment options', customers: ['urban shoppers', 'households in secondary cities'] },
      { product: 'a group-buying app for household essentials', customers: ['households in secondary cities', 'neighbourhood buying groups'] },
      { product: 'a storefront builder with delivery and cash-on-delivery built in', customers: ['small brands', 'independent resellers'] },
    ],
    problems: [
      'Shoppers outside the capital pay more for less choice, and delivery is unreliable.',
      'Corner shops buy from a chain of middlemen that adds 30% to every price.',
      'Trust is low: many buyers still insist on paying cash on delivery.',
      'Talented makers sell only to the people who can visit their stall.',
    ],
    userNoun: 'monthly shoppers',
    businessModels: { 'B2C Marketplace': 4, 'E-commerce': 4, 'Transaction-based': 2, Advertising: 1 },
  },
  AgriTech: {
    nameSuffixes: ['Farm', 'Harvest', 'Agro', 'Grow', 'Fields', 'Shamba', 'Crop', 'Seed'],
    offers: [
      { product: 'a farm-input marketplace with credit repaid at harvest', customers: ['smallholder farmers', 'agro-dealers'] },
      { product: 'cold-storage hubs powered by solar and rented by the crate', customers: ['smallholder farmers', 'fresh-produce traders'] },
      { product: 'a produce-aggregation platform connecting farmers to supermarkets', customers: ['farmer cooperatives', 'supermarkets and exporters'] },
      { product: 'satellite and soil-sensor advisory delivered by SMS', customers: ['smallholder farmers', 'farmer cooperatives'] },
      { product: 'a livestock health and insurance app', customers: ['livestock keepers', 'dairy cooperatives'] },
      { product: 'an irrigation-as-a-service product', customers: ['smallholder farmers', 'food processors'] },
    ],
    problems: [
      'Up to 40% of fresh produce is lost between farm and market for lack of cold storage.',
      'Smallholders produce most of the food but get the smallest share of its price.',
      'Without credit, farmers plant saved seed and skip fertiliser, and yields stay flat.',
      'Rainfall has become less predictable, and most farmers still rely on it alone.',
    ],
    userNoun: 'farmers',
    businessModels: { 'Transaction-based': 3, 'B2C Marketplace': 2, 'B2B SaaS': 2, Subscription: 1 },
  },
  CleanTech: {
    nameSuffixes: ['Solar', 'Volt', 'Energy', 'Power', 'Green', 'Jua', 'Grid', 'Charge'],
    offers: [
      { product: 'pay-as-you-go solar home systems', customers: ['off-grid households', 'rural businesses'] },
      { product: 'electric motorcycles with battery swapping', customers: ['motorcycle-taxi riders', 'delivery companies'] },
      { product: 'solar mini-grids for villages and market towns', customers: ['off-grid households', 'rural businesses'] },
      { product: 'clean cookstoves and bio-ethanol fuel sold in small refills', customers: ['families cooking on charcoal', 'school kitchens'] },
      { product: 'rooftop solar leasing for factories and offices', customers: ['small factories', 'commercial landlords'] },
      { product: 'a carbon-credit platform for verified clean-energy projects', customers: ['clean-energy developers', 'companies offsetting emissions'] },
    ],
    problems: [
      'Hundreds of millions of people still have no grid electricity, and kerosene is dear and dangerous.',
      'Diesel generators cost businesses more than the grid would, and blackouts are daily.',
      'Charcoal cooking drives deforestation and fills homes with smoke.',
      'Motorcycle taxis burn a large share of their daily earnings on fuel.',
    ],
    userNoun: 'customers connected',
    businessModels: { Subscription: 3, 'Transaction-based': 3, Enterprise: 2, 'E-commerce': 1 },
  },
  PropTech: {
    nameSuffixes: ['Homes', 'Nest', 'Spaces', 'Estate', 'Rent', 'Keys', 'Haven', 'Living'],
    offers: [
      { product: 'a rental platform that lets tenants pay rent monthly instead of a year upfront', customers: ['urban renters', 'young professionals'] },
      { product: 'a property-management app for landlords and caretakers', customers: ['small landlords', 'estate managers'] },
      { product: 'verified listings with virtual tours and title checks', customers: ['home buyers in the diaspora', 'urban renters'] },
      { product: 'a fractional real-estate investment platform', customers: ['home buyers in the diaspora', 'young professionals'] },
      { product: 'a construction-materials marketplace with site delivery', customers: ['contractors', 'property developers'] },
      { product: 'co-living spaces with flexible leases', customers: ['young professionals', 'students'] },
    ],
    problems: [
      'Landlords demand one or two years of rent upfront, which most tenants cannot pay.',
      'Fake listings and disputed land titles make renting and buying a gamble.',
      'Cities are adding residents faster than they are adding homes.',
      'Landlords chase rent by phone and keep their books on paper.',
    ],
    userNoun: 'tenants',
    businessModels: { 'B2C Marketplace': 3, 'B2B SaaS': 2, 'Transaction-based': 2, Subscription: 1 },
  },
  FoodTech: {
    nameSuffixes: ['Kitchen', 'Foods', 'Eats', 'Fresh', 'Chef', 'Plate', 'Chakula', 'Basket'],
    offers: [
      { product: 'cloud kitchens that run several delivery-only brands', customers: ['office workers', 'busy households'] },
      { product: 'a food-delivery app for secondary cities', customers: ['office workers', 'restaurants and food vendors'] },
      { product: 'fortified snacks and ready meals made from local crops', customers: ['school feeding programmes', 'supermarkets'] },
      { product: 'a restaurant ordering and inventory system', customers: ['restaurants and food vendors', 'hotel kitchens'] },
      { product: 'a fresh-produce subscription box sourced from nearby farms', customers: ['busy households', 'health-conscious consumers'] },
      { product: 'an alternative-protein brand based on insects and legumes', customers: ['health-conscious consumers', 'animal-feed makers'] },
    ],
    problems: [
      'Eating out is expensive and delivery outside a few neighbourhoods barely exists.',
      'Restaurants waste food and margin because stock is tracked by hand.',
      'Malnutrition persists even where calories are available, for lack of affordable protein.',
      'Food prices swing with every harvest, and households feel each swing.',
    ],
    userNoun: 'customers',
    businessModels: { 'E-commerce': 3, Subscription: 2, 'B2C Marketplace': 2, 'B2B SaaS': 1 },
  },
  LogisticsTech: {
    nameSuffixes: ['Logistics', 'Route', 'Fleet', 'Freight', 'Express', 'Haul', 'Cargo', 'Move'],
    offers: [
      { product: 'a digital freight marketplace matching shippers with truck owners', customers: ['manufacturers and distributors', 'truck owners'] },
      { product: 'last-mile delivery with motorcycle riders and pickup points', customers: ['online stores', 'pharmaceutical distributors'] },
      { product: 'fleet-management software with fuel and driver tracking', customers: ['truck owners', 'courier companies'] },
      { product: 'a cross-border trade and customs clearance platform', customers: ['importers and exporters', 'manufacturers and distributors'] },
      { product: 'shared warehousing rented by the pallet', customers: ['online stores', 'importers and exporters'] },
      { product: 'an address and route-optimisation API for places without street addresses', customers: ['courier companies', 'online stores'] },
    ],
    problems: [
      'Trucks drive back empty on half their trips, and freight costs reflect it.',
      'Many homes have no street address, so deliveries depend on phone calls and landmarks.',
      'Moving goods across African borders can take longer than shipping them from Asia.',
      'Warehouse space is scarce and rented only in large blocks on long leases.',
    ],
    userNoun: 'businesses shipping',
    businessModels: { 'Transaction-based': 4, 'B2B SaaS': 3, Enterprise: 2, 'B2C Marketplace': 1 },
  },
  RetailTech: {
    nameSuffixes: ['Retail', 'Shelf', 'POS', 'Stock', 'Till', 'Counter', 'Kiosk', 'Outlet'],
    offers: [
      { product: 'a smartphone point-of-sale with inventory and bookkeeping', customers: ['independent shop owners', 'pharmacies and hardware stores'] },
      { product: 'a distribution app for FMCG brands to reach informal retail', customers: ['FMCG brands', 'distributors'] },
      { product: 'shelf analytics for supermarkets using photos taken by staff', customers: ['supermarket chains', 'FMCG brands'] },
      { product: 'a loyalty and digital-receipts platform for shops', customers: ['supermarket chains', 'independent shop owners'] },
      { product: 'buy-now-pay-later checkout for electronics and appliances', customers: ['electronics retailers', 'furniture stores'] },
      { product: 'an ordering app that lets kiosks restock on credit', customers: ['market vendors', 'independent shop owners'] },
    ],
    problems: [
      'Informal retail handles most sales in the region, yet almost none of it is digitised.',
      'Shop owners do not know which products make money until the cash runs out.',
      'Brands have no view of what sells on the shelves of millions of small shops.',
      'Stock-outs cost shops sales because restocking means a day away from the counter.',
    ],
    userNoun: 'merchants',
    businessModels: { 'B2B SaaS': 4, Subscription: 2, 'Transaction-based': 2, Freemium: 1, Advertising: 1 },
  },
  SaaS: {
    nameSuffixes: ['Cloud', 'Desk', 'Stack', 'Books', 'Works', 'Hub', 'Flow', 'Suite'],
    offers: [
      { product: 'an accounting and invoicing suite that files local tax returns', customers: ['small and medium businesses', 'accountants serving small firms'] },
      { product: 'an HR and payroll platform for teams paid in several currencies', customers: ['growing companies', 'remote-first startups'] },
      { product: 'a school-management system for fees, timetables and report cards', customers: ['private schools', 'school groups'] },
      { product: 'a field-sales app that works offline and syncs when the network returns', customers: ['distributors', 'FMCG brands'] },
    ],
    problems: [
      'Most small firms still run their books on paper and spreadsheets, and lose days to every tax filing.',
      'Software built for other markets ignores local taxes, mobile money and patchy connections.',
      'Paying a team across three countries means three payroll providers and a week of reconciliation.',
    ],
    userNoun: 'paying businesses',
    businessModels: { 'B2B SaaS': 6, Subscription: 3, Enterprise: 2, Freemium: 1 },
  },
  Marketplace: {
    nameSuffixes: ['Market', 'Hub', 'Link', 'Connect', 'Souk', 'Bazaar', 'Mart', 'Exchange'],
    offers: [
      { product: 'a marketplace matching artisans and repair workers with households', customers: ['households', 'artisans and repair workers'] },
      { product: 'a B2B marketplace where restaurants buy produce straight from farms', customers: ['restaurants and caterers', 'smallholder farmers'] },
      { product: 'a marketplace for used cars with inspected listings and financing', customers: ['first-time car buyers', 'car dealers'] },
      { product: 'a freelance marketplace for designers and developers paid in local currency', customers: ['freelancers', 'small businesses'] },
    ],
    problems: [
      'Finding a trustworthy plumber or electrician still depends on who you know.',
      'Buyers and sellers meet through chains of middlemen who each take a cut.',
      'A used car bought without an inspection is a gamble most families cannot afford to lose.',
    ],
    userNoun: 'monthly buyers',
    businessModels: { 'B2C Marketplace': 5, 'Transaction-based': 3, Advertising: 1, Subscription: 1 },
  },
  Gaming: {
    nameSuffixes: ['Games', 'Play', 'Arcade', 'Quest', 'Studio', 'Arena', 'Level', 'Loop'],
    offers: [
      { product: 'mobile games built on local stories and paid for with airtime', customers: ['young mobile players', 'casual players'] },
      { product: 'an esports league and tournament platform', customers: ['competitive players', 'sponsoring brands'] },
      { product: 'learning games for primary-school maths and reading', customers: ['parents', 'primary schools'] },
    ],
    problems: [
      'Hundreds of millions of young people play on phones, yet almost no games speak to them.',
      'Players cannot pay for games because card payments are rare and app-store billing is not available.',
      'Local studios have talent but no way to reach players or sponsors at scale.',
    ],
    userNoun: 'monthly players',
    businessModels: { Freemium: 4, Advertising: 3, 'Transaction-based': 2, Subscription: 1 },
  },
};
