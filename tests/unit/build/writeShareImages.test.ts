import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { imageSize } from 'image-size'
import { afterEach, describe, expect, it } from 'vitest'
import { writeShareImages } from '../../../lib/build/writeShareImages.ts'
import { shareImagePath } from '../../../lib/seo/shareImage.ts'

const dirs: string[] = []
afterEach(() => {
  while (dirs.length > 0) fs.rmSync(dirs.pop() ?? '', { recursive: true, force: true })
})

describe('sharing images', () => {
  it('shares a WebP image as the JPEG beside it, and any other as it is', () => {
    expect(shareImagePath('/images/blog/sms-marketing.webp')).toBe('/images/blog/sms-marketing.jpg')
    expect(shareImagePath('/images/og-nuvox.png')).toBe('/images/og-nuvox.png')
  })

  it('writes the JPEG copy of each WebP one, once, at its size', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-share-'))
    dirs.push(dir)
    fs.mkdirSync(path.join(dir, 'images/blog'), { recursive: true })
    fs.copyFileSync('public/images/blog/sms-marketing.webp', path.join(dir, 'images/blog/sms-marketing.webp'))
    fs.copyFileSync('public/images/og-nuvox.png', path.join(dir, 'images/og-nuvox.png'))
    expect(
      await writeShareImages(dir, [
        '/images/blog/sms-marketing.webp',
        '/images/blog/sms-marketing.webp',
        '/images/og-nuvox.png',
      ]),
    ).toBe(1)
    const jpeg = fs.readFileSync(path.join(dir, 'images/blog/sms-marketing.jpg'))
    expect(imageSize(jpeg)).toMatchObject({ type: 'jpg', width: 1200, height: 630 })
    await expect(writeShareImages(dir, ['/images/blog/nao-existe.webp'])).rejects.toThrow('nao-existe.webp')
  })
})
