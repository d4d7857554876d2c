import buttons from '../Button.module.css'

/** Opens the quote dialog of the contact pages (the dialog itself is built with the lead form). */
export function QuoteDialogButton({ label }: { label: string }) {
  return (
    <a href="/#contato" className={buttons.primary}>
      {label}
    </a>
  )
}
