import type { ReactNode } from 'react'

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <a href="/">Blog</a>
      </header>
      <main>{children}</main>
    </>
  )
}
