import { AiInsights } from '@/features/marketing/components/ai-insights';
import { Audiences } from '@/features/marketing/components/audiences';
import { ClosingCall } from '@/features/marketing/components/closing-call';
import { DashboardPreview } from '@/features/marketing/components/dashboard-preview';
import { FeaturesGrid } from '@/features/marketing/components/features-grid';
import { Hero } from '@/features/marketing/components/hero';
import { Testimonials } from '@/features/marketing/components/testimonials';

/** The spec's landing page: hero, audience cards, AI insights, features grid, dashboard preview, testimonials, closing call. */
export default function Landing() {
  return (
    <>
      <Hero />
      <Audiences />
      <AiInsights />
      <FeaturesGrid />
      <DashboardPreview />
      <Testimonials />
      <ClosingCall />
    </>
  );
}
