import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobCategories, jobTypes } from '@baobab/contracts/enums';
import { jobMessages } from '@baobab/contracts/jobs-texts';
import { toastMessages, validationMessages } from '@baobab/contracts/ui-strings';
import { json, renderWithApp } from '@/test/render';
import { PostJobDialog } from './job-dialogs';

const CREATE = 'POST /api/jobs';

/** Opens the dialog and returns it; every field is looked up inside it. */
function openForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Post Opportunity' }));
  return screen.getByRole('dialog', { name: 'Post Opportunity' });
}
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Post Opportunity' }));

function fillRequired(dialog: HTMLElement) {
  type(dialog, 'Title', 'Backend Engineer');
  type(dialog, 'Description', 'Build the ledger behind our payments.');
  type(dialog, 'Job type', jobTypes[0]);
  type(dialog, 'Category', jobCategories[0]);
  type(dialog, 'Location', 'Lagos, Nigeria');
}

describe('post an opportunity', () => {
  it("shows the spec's message for each required field and sends nothing", async () => {
    const view = renderWithApp(<PostJobDialog />, { url: '/jobs', routes: { [CREATE]: {} } });
    const dialog = openForm();
    submit(dialog);
    expect(await within(dialog).findByText(validationMessages.jobTitle)).toBeTruthy();
    for (const message of [validationMessages.jobDescription, validationMessages.jobType, validationMessages.jobCategory, validationMessages.jobLocation]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(view.fetch.calls).toHaveLength(0);
  });

  it('refuses reversed salary bounds, equity over 100 and a bad link or address, each with its message', async () => {
    const view = renderWithApp(<PostJobDialog />, { url: '/jobs', routes: { [CREATE]: {} } });
    const dialog = openForm();
    fillRequired(dialog);
    type(dialog, 'Minimum salary (USD per year)', '90000');
    type(dialog, 'Maximum salary (USD per year)', '50000');
    type(dialog, 'Maximum equity (%)', '120');
    type(dialog, 'Application URL', 'apply here');
    type(dialog, 'Application email', 'jobs-at-acme');
    submit(dialog);
    expect(await within(dialog).findByText(jobMessages.equityRange)).toBeTruthy();
    expect(within(dialog).getByText(jobMessages.applicationUrl)).toBeTruthy();
    expect(within(dialog).getByText(jobMessages.applicationEmail)).toBeTruthy();
    expect(view.fetch.calls).toHaveLength(0);

    // The cross-field rule runs once every field is sound on its own (zod refinements follow the field checks).
    type(dialog, 'Maximum equity (%)', '');
    type(dialog, 'Application URL', '');
    type(dialog, 'Application email', '');
    submit(dialog);
    expect(await within(dialog).findByText(jobMessages.salaryOrder)).toBeTruthy();
    expect(view.fetch.calls).toHaveLength(0);
  });

  it('posts the job with numbers as numbers and blanks as null, then says so and closes', async () => {
    const view = renderWithApp(<PostJobDialog />, { url: '/jobs', routes: { [CREATE]: json({ id: 9 }, 201) } });
    const dialog = openForm();
    fillRequired(dialog);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Remote friendly' }));
    type(dialog, 'Minimum salary (USD per year)', '40000');
    type(dialog, 'Maximum salary (USD per year)', '60000');
    type(dialog, 'Minimum equity (%)', '0.5');
    type(dialog, 'Application email', 'jobs@acme.example');
    submit(dialog);

    await waitFor(() => expect(view.fetch.callsTo(CREATE)).toHaveLength(1));
    expect(view.fetch.callsTo(CREATE)[0]!.body).toEqual({
      title: 'Backend Engineer',
      description: 'Build the ledger behind our payments.',
      jobType: jobTypes[0],
      category: jobCategories[0],
      location: 'Lagos, Nigeria',
      isRemote: true,
      salaryMin: 40000,
      salaryMax: 60000,
      equityMin: 0.5,
      equityMax: null,
      requirements: '',
      benefits: '',
      applicationUrl: '',
      applicationEmail: 'jobs@acme.example',
    });
    expect(await screen.findByText(toastMessages.jobPosted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Post Opportunity' })).toBeNull());
  });

  it("keeps the dialog open with the spec's failure toast and the server's reason when the post is refused", async () => {
    renderWithApp(<PostJobDialog />, { url: '/jobs', routes: { [CREATE]: json({ message: 'Sign in to post' }, 401) } });
    const dialog = openForm();
    fillRequired(dialog);
    submit(dialog);
    expect(await screen.findByText(toastMessages.jobPostFailed)).toBeTruthy();
    expect(screen.getByText('Sign in to post')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Post Opportunity' })).toBeTruthy();
  });
});
