import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inviteAdminInputSchema, type InviteAdminInput } from '@baobab/contracts/admin';
import { renderWithApp } from '@/test/render';
import { InviteByEmailForm, type InviteByEmailFormProps } from './invite-by-email-form';

type Invite = InviteByEmailFormProps<InviteAdminInput>['invite'];

/** The form as the admin console uses it: a reason beside the address, cleared once an invitation is sent. */
function ReasonForm({ invite, onSent }: { invite: Invite; onSent: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <InviteByEmailForm
      words={{ emailLabel: 'E-mail address', submitLabel: 'Send invitation', sentTitle: 'Invitation sent' }}
      detail={{ name: 'reason', label: 'Reason', control: ({ id, invalid }) => <textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} {...invalid} /> }}
      check={(email) => inviteAdminInputSchema.safeParse({ email, reason })}
      invite={invite}
      onSent={() => {
        setReason('');
        onSent();
      }}
    />
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('the invite-by-e-mail form', () => {
  it('refuses a bad address and a missing detail under their fields, and sends nothing', () => {
    const invite = { mutate: vi.fn(), isPending: false };
    renderWithApp(<ReasonForm invite={invite} onSent={vi.fn()} />);
    fill('E-mail address', 'not an address');
    send();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    const describedBy = screen.getByLabelText('Reason').getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.getAttribute('role')).toBe('alert');
    expect(invite.mutate).not.toHaveBeenCalled();
  });

  it('sends the trimmed address with the detail, then says so and clears both', () => {
    const onSent = vi.fn();
    const invite: Invite = { mutate: vi.fn((_input, { onSuccess }) => onSuccess()), isPending: false };
    renderWithApp(<ReasonForm invite={invite} onSent={onSent} />);
    fill('E-mail address', '  ama@example.com ');
    fill('Reason', 'Reviews applications');
    send();
    expect(vi.mocked(invite.mutate).mock.calls[0]![0]).toEqual({ email: 'ama@example.com', reason: 'Reviews applications' });
    expect(screen.getByText('Invitation sent')).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('shows the server’s refusal above the button and keeps what was typed', () => {
    const invite: Invite = { mutate: vi.fn((_input, { onError }) => onError(new Error('That person is already an admin'))), isPending: false };
    renderWithApp(<ReasonForm invite={invite} onSent={vi.fn()} />);
    fill('E-mail address', 'ama@example.com');
    fill('Reason', 'Reviews applications');
    send();
    expect(screen.getByRole('alert').textContent).toBe('That person is already an admin');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ama@example.com');
  });
});
