import classes from './SkipLink.module.css';

export const MAIN_ID = 'main-content';

/** The first tab stop of a signed-in page: jumps past the header and menu to the page itself. */
export function SkipLink() {
  return (
    <a
      className={classes.link}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // Move focus without a hash navigation, which the router would treat as a new page.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
