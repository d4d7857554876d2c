// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PlanCard, type Plan } from '../../../components/PlanCard.tsx'

const texts = { contratar: 'Contratar Agora', incluido: 'Incluído', naoIncluido: 'Não incluído' }
const plan = (preco: string): Plan => ({
  id: 'teste',
  produto: 'pabx',
  nome: 'Startup',
  descricao: 'Para começar.',
  popular: false,
  preco,
  periodo: '/mês',
  recursos: ['Até 5 ramais'],
})

afterEach(cleanup)

describe('PlanCard price line', () => {
  it('shows the period next to a value', () => {
    render(<PlanCard plan={plan('R$ 11,99')} signupUrl="https://app.example/register" texts={texts} />)
    expect(screen.getByText('R$ 11,99')).toBeTruthy()
    expect(screen.getByText('/mês')).toBeTruthy()
  })

  it("leaves the period out of 'Sob consulta'", () => {
    const { container } = render(
      <PlanCard plan={plan('Sob consulta')} signupUrl="https://app.example/register" texts={texts} />,
    )
    expect(screen.getByText('Sob consulta')).toBeTruthy()
    expect(screen.queryByText('/mês')).toBeNull()
    expect(container.textContent).not.toContain('/mês')
  })
})
