from decimal import Decimal as D, getcontext, ROUND_HALF_UP
getcontext().prec = 60
def r2(x): return x.quantize(D('0.01'), rounding=ROUND_HALF_UP)
def flows_B():
    out=[]
    for t in range(1,61):
        y=(t-1)//12+1
        rent=r2(D(10000)*(D(1)+D(3)/D(100))**(y-1))
        pay = D(0) if t<=3 else rent
        out.append((t,pay))   # in arrears: tau = t
    return out
def flows_C():
    return [(12*k, D(50000)) for k in range(10)]  # in advance yearly: rows 1,13,..., tau=t-1
def pv(flows,j): return r2(sum(p/((1+j)**tau) for tau,p in flows))
def j_nominal(r,m): return (1+D(r)*m/12)**(D(1)/m)-1
def j_effective(r): return (1+D(r))**(D(1)/12)-1
fb, fc = flows_B(), flows_C()
SB, SC = sum(p for _,p in fb), sum(p for _,p in fc)
for r in ['0.06','0.08','0.045','0.07','0.05']:
    l=pv(fb,j_nominal(r,1)); print('B',r,l,SB-l)
for r in ['0.05','0.07','0.035','0.08','0.06']:
    l=pv(fc,j_effective(r)); print('C',r,l,SC-l)
# DOMAIN §12 A (CSI): quarterly in advance, 36 months, P 9 500, RV 5 000 in an additional month (tau 36); N = 101 000.00.
fa = [(3*k, D(9500)) for k in range(12)] + [(36, D(5000))]
SA = sum(p for _,p in fa)
for r in ['0.10','0.119294']:
    l=pv(fa,j_nominal(r,3)); print('A',r,l,SA-l)
