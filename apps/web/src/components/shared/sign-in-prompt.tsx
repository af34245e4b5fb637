import { Button } from '@/components/ui/button';

/** What a signed-out visitor sees on a screen that needs an account. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-stone-600">{text}</p>
      <Button asChild>
        <a href="/api/login">Sign In</a>
      </Button>
    </section>
  );
}
