import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import type { ScreenProps } from './screen-props';

type RouteEntry = { path: string; Screen: Preloadable<ScreenProps> };

// Every screen is its own chunk. The router starts downloading the current one while the signed-in
// state loads, which saves a round trip on a first visit, and the screen then renders at once.
const screen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) => preloadable(load);

const Home = screen(() => import('./routes/home'));
const Dashboard = screen(() => import('./routes/dashboard'));
const Login = screen(() => import('./routes/login'));
const ForgotPassword = screen(() => import('./routes/forgot-password'));
const ResetPassword = screen(() => import('./routes/reset-password'));
const Onboarding = screen(() => import('./routes/onboarding'));
const Profile = screen(() => import('./routes/profile'));
const Network = screen(() => import('./routes/network'));
const Jobs = screen(() => import('./routes/jobs'));
const Startups = screen(() => import('./routes/startups'));
const StartupDetail = screen(() => import('./routes/startup-detail'));
const Investors = screen(() => import('./routes/investors'));
const InvestorDetail = screen(() => import('./routes/investor-detail'));
const Portfolio = screen(() => import('./routes/portfolio'));
const DealFlow = screen(() => import('./routes/deal-flow'));
const PortfolioCompany = screen(() => import('./routes/portfolio-company'));
const FinancialTools = screen(() => import('./routes/financial-tools'));
const Metrics = screen(() => import('./routes/metrics'));
const AiInsights = screen(() => import('./routes/ai-insights'));
const Analytics = screen(() => import('./routes/analytics'));
const Messages = screen(() => import('./routes/messages'));
const Notifications = screen(() => import('./routes/notifications'));
const DataRooms = screen(() => import('./routes/data-rooms'));
const DataRoom = screen(() => import('./routes/data-room'));
const DataRoomDocument = screen(() => import('./routes/data-room-document'));
const Updates = screen(() => import('./routes/updates'));
const UpdateCompose = screen(() => import('./routes/update-compose'));
const UpdateDetail = screen(() => import('./routes/update-detail'));
const PublicUpdate = screen(() => import('./routes/public-update'));
const Admin = screen(() => import('./routes/admin'));
const AdminInvitation = screen(() => import('./routes/admin-invitation'));
const Verification = screen(() => import('./routes/verification'));
const Organisations = screen(() => import('./routes/organisations'));
const Fundraising = screen(() => import('./routes/fundraising'));
const Rounds = screen(() => import('./routes/rounds'));
const RoundRoom = screen(() => import('./routes/round-room'));
const RoundSummary = screen(() => import('./routes/round-summary'));
const SavedSearches = screen(() => import('./routes/saved-searches'));
const Funds = screen(() => import('./routes/funds'));

export const NotFoundScreen = preloadable(() => import('./routes/not-found'));

/** The spec's route table; aliases point at the same screen. */
export const routes: RouteEntry[] = [
  { path: '/', Screen: Home },
  { path: '/dashboard', Screen: Dashboard },
  { path: '/login', Screen: Login },
  { path: '/forgot-password', Screen: ForgotPassword },
  { path: '/reset-password', Screen: ResetPassword },
  { path: '/onboarding', Screen: Onboarding },
  { path: '/profile', Screen: Profile },
  { path: '/startups', Screen: Startups },
  { path: '/startups/:id', Screen: StartupDetail },
  { path: '/investors', Screen: Investors },
  { path: '/investors/:id', Screen: InvestorDetail },
  { path: '/funds', Screen: Funds },
  { path: '/funds/:slug', Screen: Funds },
  { path: '/jobs', Screen: Jobs },
  { path: '/network', Screen: Network },
  { path: '/analytics', Screen: Analytics },
  { path: '/advanced-analytics', Screen: Analytics },
  { path: '/financial', Screen: FinancialTools },
  { path: '/financial-tools', Screen: FinancialTools },
  { path: '/ai-insights', Screen: AiInsights },
  { path: '/portfolio', Screen: Portfolio },
  { path: '/portfolio/deal-flow', Screen: DealFlow },
  { path: '/portfolio/company/:startupId', Screen: PortfolioCompany },
  // Beyond the spec's route table: the inbox its Messages button opens, and notifications.
  { path: '/messages', Screen: Messages },
  { path: '/notifications', Screen: Notifications },
  { path: '/verification', Screen: Verification },
  // Funds, angel networks and syndicates: their members, roles and invitations (decision 0047).
  { path: '/organisations', Screen: Organisations },
  { path: '/organisations/:id', Screen: Organisations },
  // Saved directory searches and their inboxes (decision 0053).
  { path: '/saved-searches', Screen: SavedSearches },
  // A founder's rounds being raised and their private investor boards (decision 0057).
  { path: '/fundraising', Screen: Fundraising },
  // The round room, an invited investor's side of a round (decision 0058), and the printable summary of a signature.
  { path: '/rounds', Screen: Rounds },
  { path: '/rounds/:id', Screen: RoundRoom },
  { path: '/rounds/:id/summary', Screen: RoundSummary },
  { path: '/data-rooms', Screen: DataRooms },
  { path: '/data-rooms/:id', Screen: DataRoom },
  { path: '/data-rooms/:id/documents/:documentId', Screen: DataRoomDocument },
  // A founder's company metrics; /metrics is the server's Prometheus endpoint (decision 0019).
  { path: '/company-metrics', Screen: Metrics },
  // Investor updates; the fixed paths come before /updates/:id, which would match them too.
  { path: '/updates', Screen: Updates },
  { path: '/updates/new', Screen: UpdateCompose },
  { path: '/updates/public/:token', Screen: PublicUpdate },
  { path: '/updates/:id/edit', Screen: UpdateCompose },
  { path: '/updates/:id', Screen: UpdateDetail },
  // The platform admins' console (404 for everyone else) and where an invited admin accepts.
  { path: '/admin', Screen: Admin },
  { path: '/admin/invitation', Screen: AdminInvitation },
];
