import { relationAriaTemplates } from '@baobab/contracts/viewer-relations';
import { useState, type ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import type { ConnectTarget } from '../api/intro-request';
import { IntroRequestForm } from './intro-request-form';
import { useT } from '@/lib/i18n/use-t';

export type ConnectDialogProps = { name: string; target: ConnectTarget; size: 'sm' | 'default'; isInitiallyOpen: boolean; children: ReactNode };

/** The signed-in Connect button and the intro request form it opens (why you want to connect, optionally one of your startups). */
export default function ConnectDialog({ name, target, size, isInitiallyOpen, children }: ConnectDialogProps) {
  const t = useT('common');
  const [isOpen, setOpen] = useState(isInitiallyOpen);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={size} variant="outline" aria-label={t(relationAriaTemplates.connect, { name })}>
          <UserPlus /> {children}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t(relationAriaTemplates.connect, { name })}
        description={t('They see your note and decide. Once they accept, you can message each other.')}
      >
        {isOpen ? <IntroRequestForm name={name} target={target} onSent={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
