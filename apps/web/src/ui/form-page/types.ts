import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

export interface FormSection {
  id: string;
  title: string;
  description?: ReactNode;
  content: ReactNode;
}

export interface FormPageProps<Values, Transformed = Values> {
  /** A form in controlled mode, so the save bar follows every change. */
  form: UseFormReturnType<Values, Transformed>;
  title: string;
  /** Where the back link goes; leaving with unsaved changes asks first. */
  backTo?: string;
  backLabel?: string;
  /** Saves; may throw an ApiError, whose named fields show on the form. */
  onSubmit: (values: Transformed) => Promise<unknown>;
  sections: readonly FormSection[];
  /** A right-hand column on desktop, below the sections on a phone. */
  aside?: ReactNode;
  headerActions?: ReactNode;
  /** Said above the sections, about the record as a whole (such as "This product is archived"). */
  notice?: ReactNode;
  saveLabel?: string;
  /**
   * A new record: its save bar shows from the start, the button disabled until something is
   * entered, so the merchant sees where saving will be.
   */
  isNew?: boolean;
}
