# Writes bom-legacy.xls, the legacy Excel (BIFF8, Excel 97-2003) BOM of bom-parse.test.ts, with Debian's
# python3-xlwt (apt-get install python3-xlwt; run with /usr/bin/python3 make-bom-xls.py). An empty first sheet,
# the BOM sheet with Chinese headers, a formula, a merged cell, and a notes sheet.
import xlwt

wb = xlwt.Workbook(encoding="utf-8")
wb.add_sheet("空表")
ws = wb.add_sheet("BOM")
for c, h in enumerate(["位号", "数量", "型号", "值", "封装", "描述", "品牌"]):
    ws.write(0, c, h)
rows = [
    ["R1,R2", 2, "RC0603FR-0710KL", "10K", "0603", "贴片电阻 10K 1% 0603", "国巨"],
    ["C1", 1, "", "0.1uF/50V X7R", "0603", "电容", ""],
    ["U1", 1, "STM32F103C8T6", "", "LQFP-48", "MCU", "ST"],
]
for r, row in enumerate(rows, start=1):
    for c, v in enumerate(row):
        ws.write(r, c, v)
ws.write(4, 0, "D1")
ws.write(4, 1, xlwt.Formula("1+2"))
ws.write(4, 2, "1N4148W-7-F")
ws.write_merge(4, 5, 4, 4, "SOD-123")
ws.write(5, 0, "D2")
ws.write(5, 1, 1)
ws.write(5, 2, "1N4148W-7-F")
wb.add_sheet("备注").write(0, 0, "说明")
wb.save("bom-legacy.xls")
