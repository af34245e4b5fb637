import { Button } from '@/components/ui/button';

export function SignInPrompt() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Data rooms</h1>
      <p className="text-stone-600">Sign in to open the data rooms you own or that founders shared with you.</p>
      <Button asChild>
        <a href="/api/login">Sign In</a>
      </Button>
    </section>
  );
}
