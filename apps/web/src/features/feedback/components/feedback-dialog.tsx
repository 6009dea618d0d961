import { FEEDBACK_DIALOG_WIDTH, FeedbackMessage } from '@jianku/rules';
import { AppModal } from '../../../components/app-modal.tsx';
import { ContactPanel } from '../../../components/contact-panel/contact-panel.tsx';
import { FeedbackFields, useFeedbackForm } from './feedback-form.tsx';
import '../feedback.css';

/** SPEC-2.56 the consultation feedback dialog (咨询反馈, 800 px): the contact panel and the feedback form. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, submitting, submit } = useFeedbackForm();
  return (
    <AppModal
      open={open}
      title={FeedbackMessage.dialogTitle}
      width={FEEDBACK_DIALOG_WIDTH}
      className="jk-feedback-dialog"
      confirmLoading={submitting}
      onOk={async () => {
        if (await submit()) onClose();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="jk-feedback-contact">
        <ContactPanel mode="simple" />
      </div>
      <FeedbackFields form={form} />
    </AppModal>
  );
}
