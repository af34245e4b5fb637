import { useState, type ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import type { ConnectTarget } from './intro-request-api';
import { IntroRequestForm } from './intro-request-form';

/**
 * Connect on startup, investor and people cards and detail pages: opens the intro request
 * form (why you want to connect, optionally one of your startups). A visitor signs in first.
 */
export function ConnectButton({
  name,
  target,
  isSignedIn,
  size = 'sm',
  children = 'Connect',
}: {
  name: string;
  target: ConnectTarget;
  isSignedIn: boolean;
  size?: 'sm' | 'default';
  children?: ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  if (!isSignedIn) {
    return (
      <Button asChild size={size} variant="outline">
        <a href="/api/login" aria-label={`Connect with ${name}: sign in first`}>
          {children}
        </a>
      </Button>
    );
  }
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={size} variant="outline" aria-label={`Connect with ${name}`}>
          <UserPlus /> {children}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Connect with ${name}`}
        description="They see your note and decide. Once they accept, you can message each other."
      >
        {isOpen ? <IntroRequestForm name={name} target={target} onSent={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
