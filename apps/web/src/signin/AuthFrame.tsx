/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import css from './signin.module.css';

/** The owner, staff and admin sign-in: the brand and one card (the console's AuthLayout, drawn without React). */
export function AuthFrame({ children }: { children: ComponentChildren }) {
  return (
    <main class={`${css.root} ${css.page}`}>
      <div class={css.center}>
        <div class={`${css.card} ${css.authCard}`}>
          <div class={css.brand}>
            <img src="/favicon.svg" alt="" width="34" height="34" />
            <span>Stallfront</span>
          </div>
          {children}
        </div>
      </div>
      <p class={css.help}>
        Need help? <a href="mailto:support@stallfront.local">support@stallfront.local</a>
      </p>
    </main>
  );
}

/** The page title and the line under it. */
export const Heading = ({ title, lead, size = 'h2' }: { title: string; lead: string; size?: 'h2' | 'h3' }) => (
  <div class={css.heading}>
    <h1 class={css[size]}>{title}</h1>
    <p class={css.dimmed}>{lead}</p>
  </div>
);
