import { Button } from '@/components/ui/button';

export function ClosingCall() {
  return (
    <section className="bg-brand-800 py-16 text-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">Ready to raise, or ready to invest?</h2>
        <p className="text-brand-100">Free to start, enterprise security, and about 5 minutes to set up.</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" variant="accent">
            <a href="/api/login">Start as Founder</a>
          </Button>
          <Button asChild size="lg" variant="outlineOnDark">
            <a href="/api/login">Browse as Investor</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
