import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';

/**
 * What a signed-out visitor sees where a screen needs an account: the screen's own sentence and
 * a Sign In button. With a title it stands in for the whole screen (the title is its heading);
 * without one it sits in a card inside the screen, e.g. in one tab of AI Insights.
 */
export function SignInPrompt({ title, text }: { title: string; text?: string } | { title?: undefined; text: string }) {
  const t = useT('common');
  const signIn = (
    <Button asChild>
      <a href="/api/login">{t('Sign In')}</a>
    </Button>
  );
  if (title === undefined) {
    return (
      <Card>
        <CardContent inset="alone" className="flex flex-col items-center gap-3 text-center">
          {text ? <p className="text-stone-700">{text}</p> : null}
          {signIn}
        </CardContent>
      </Card>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {text ? <p className="text-stone-600">{text}</p> : null}
      {signIn}
    </section>
  );
}
